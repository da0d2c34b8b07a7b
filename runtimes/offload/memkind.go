package offload

import (
	"sync"

	"github.com/strata-ir/strata/interp"
)

// Memory kinds: LLVM libomptarget's explicit allocators
// (llvm_omp_target_alloc_device, _host, _shared: TARGET_ALLOC_DEVICE,
// TARGET_ALLOC_HOST, TARGET_ALLOC_SHARED), which its CUDA plugin serves
// with cuMemAlloc, cuMemAllocHost and cuMemAllocManaged.

// MemKind is the kind of memory an explicit allocator returns.
type MemKind int

const (
	// MemDevice is device memory (omp_target_alloc's).
	MemDevice MemKind = iota
	// MemHost is pinned host memory: the host's ordinary memory, which
	// kernels dereference directly over the link (zero-copy) and which
	// copies move at the pinned links' rate.
	MemHost
	// MemShared is managed memory: host and kernels dereference it in
	// every mode, its pages migrating on demand as under USM.
	MemShared
)

func (k MemKind) String() string {
	switch k {
	case MemHost:
		return "host"
	case MemShared:
		return "shared"
	}
	return "device"
}

// allocator is the entry point that makes memory of kind k.
func (k MemKind) allocator() string { return "llvm_omp_target_alloc_" + k.String() }

// hostKinds holds the kinds of the pinned and managed host allocations
// by base, for the device observer, which asks on a device thread's page
// changes (a sync.Map: read without a lock). The engine never reuses a
// heap address, so a freed block's entry is kept: its accesses and its
// second free are the heap's located errors.
type hostKinds struct{ m sync.Map }

func (h *hostKinds) add(base uint64, k MemKind) { h.m.Store(base, k) }

// kind returns the kind of the allocation that starts at base.
func (h *hostKinds) kind(base uint64) (MemKind, bool) {
	v, ok := h.m.Load(base)
	if !ok {
		return 0, false
	}
	return v.(MemKind), true
}

// kindAt returns the kind of the pinned or managed allocation that holds
// a, false when a is in none. A freed one counts: the device observer
// lets the access through, and the engine reports it as the use after
// free it is (not as an illegal device access).
func (rt *Runtime) kindAt(a uint64) (MemKind, bool) {
	al := rt.e.Mem.AllocationAt(a)
	if al == nil || al.Kind != interp.HeapAlloc {
		return 0, false
	}
	return rt.kinds.kind(al.Base)
}

// pageSize is the alignment of pinned and managed allocations: CUDA's
// are page-aligned, and the model classifies a page by the allocation at
// its first byte, so every page of a block is classified as the block's
// (its last may also hold the next heap block's first bytes, which then
// count as the block's: an approximation the driver never makes).
const pageSize = interp.PageSize

// allocKind is llvm_omp_target_alloc_KIND(size, device) on device 0 for
// the host kinds: a heap block, recorded with its kind and told to the
// model. It returns 0 when the engine cannot allocate it (as the
// plugin's allocator returns NULL).
func (rt *Runtime) allocKind(c *interp.ExternCall, size uint64, k MemKind) uint64 {
	// Managed blocks start on a boundary of the driver's migration
	// blocks, as cuMemAllocManaged's do: 2 MiB regions for blocks of 2
	// MiB or more, else 64 KiB (a block across two would migrate as two
	// partial ones).
	align := uint64(pageSize)
	if k == MemShared {
		align = 64 << 10
		if size >= 2<<20 {
			align = 2 << 20
		}
	}
	al, err := c.T.M.Alloc(size, align, interp.HeapAlloc, k.allocator(), c.Op)
	if err != nil {
		return 0
	}
	rt.kinds.add(al.Base, k)
	if d := rt.cfg.Device; d != nil {
		d.HostAlloc(c.T, al.Base, size, k)
	}
	return al.Base
}

// freeKind frees the pinned or managed block at p (omp_target_free on
// device 0); a second free is the heap's located double free.
func (rt *Runtime) freeKind(c *interp.ExternCall, p uint64) {
	if err := c.T.M.Free(p, c.Op); err != nil {
		errorf(c, "%s: %v", c.Fn.Name, err)
	}
	if d := rt.cfg.Device; d != nil {
		d.HostFree(c.T, p)
	}
}
