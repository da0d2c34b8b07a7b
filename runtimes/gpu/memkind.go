package gpu

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/offload"
)

// Memory kinds (docs/gpu.md, "Memory kinds"): the pinned and managed host
// allocations of libomptarget's llvm_omp_target_alloc_host and _shared,
// which the offload runtime tells the model of. Copies from pinned memory
// take the pinned link (Copy), kernels read pinned pages zero-copy and
// fault managed pages in every mode (EndKernel).

// hostBlock is a pinned or managed host allocation.
type hostBlock struct {
	size uint64
	kind offload.MemKind
}

// HostAlloc is a pinned (MemHost) or managed (MemShared) host
// allocation. A managed one costs managed_alloc now, once (cuMemAllocManaged
// registers it with the driver), and its first device touch does not
// charge it again; its pages fault and migrate in every mode.
func (m *Model) HostAlloc(t *interp.Thread, base, size uint64, kind offload.MemKind) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	if m.kinds == nil {
		m.kinds = map[uint64]hostBlock{}
	}
	m.kinds[base] = hostBlock{size: size, kind: kind}
	if kind == offload.MemShared {
		m.touched[base] = true
		m.schedule(t, nil, m.P.ManagedAlloc)
	}
}

// HostFree frees a pinned or managed allocation: the resident granules
// of a managed one leave VRAM (their pages go back to the host's state).
func (m *Model) HostFree(t *interp.Thread, base uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	b, ok := m.kinds[base]
	if !ok {
		return
	}
	delete(m.kinds, base)
	if b.kind != offload.MemShared {
		return
	}
	for a := base &^ (pageSize - 1); a < base+b.size; a += pageSize {
		if g := m.resident[a/pageSize]; g != nil {
			m.drop(g)
		}
	}
}

// kindAt returns the kind of the pinned or managed allocation that holds
// a. The runtime aligns them to pages, so a page is classified by the
// allocation at its first byte.
func (m *Model) kindAt(a uint64) (offload.MemKind, bool) {
	if len(m.kinds) == 0 {
		return 0, false
	}
	al := m.mem.AllocationAt(a)
	if al == nil {
		return 0, false
	}
	b, ok := m.kinds[al.Base]
	return b.kind, ok
}

// pinned reports whether [a, a+n) is inside one pinned allocation.
func (m *Model) pinned(a, n uint64) bool {
	if len(m.kinds) == 0 {
		return false
	}
	al := m.mem.AllocationAt(a)
	if al == nil {
		return false
	}
	b, ok := m.kinds[al.Base]
	return ok && b.kind == offload.MemHost && a+n <= al.Base+b.size
}
