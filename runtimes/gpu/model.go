package gpu

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// Sizes of the model: the engine's page, and the two larger granules.
const (
	pageSize = interp.PageSize
	size64K  = 64 << 10
	size2M   = 2 << 20
)

// The residency state the model keeps in Page.Meta. metaDevice: the
// page is in a granule resident in VRAM (so a host access is a CPU
// fault); metaHost: the host touched the page (its data exists, so a
// migration copies it); the low 32 bits: the last kernel that recorded
// the page (each kernel records a page once, whichever of its threads
// gets there first).
const (
	metaDevice  = uint64(1) << 63
	metaHost    = uint64(1) << 62
	metaSeqMask = uint64(1)<<32 - 1
)

// granule is a migrated range resident in VRAM.
type granule struct {
	base, size uint64 // aligned, 4 KiB, 64 KiB or 2 MiB
	bytes      uint64 // of its pages that exist (what VRAM holds)
	tick       uint64 // last use, for LRU
	kernel     uint32 // the last kernel that used it
}

// Counts are the model's counters (the report's figures).
type Counts struct {
	H2DBytes, D2HBytes       uint64 // explicit transfers
	Copies                   int
	MigratedH2D, MigratedD2H uint64 // demand migrations (evictions included)
	PopulatedBytes           uint64 // never-touched pages made on the device, no copy
	ZeroCopyBytes            uint64 // pinned host pages kernels read over the link, by whole pages
	GPUFaults, CPUFaults     uint64
	FaultBatches             uint64
	MigrationsH2D            [3]uint64 // by granule: 4K, 64K, 2M
	MigrationsD2H            [3]uint64
	TLBInvalidations         uint64
	Evictions                uint64
	EvictedBytes             uint64
	PeakVRAM                 uint64
	Kernels                  int
	Flops                    uint64 // executed by the kernels' threads (interp/flops.go)
	DeviceAllocs, RawAllocs  int
	Oversubscribed           bool // device allocations alone exceeded VRAM
}

// Times are the busy seconds of each kind of work.
type Times struct {
	Compute, Transfer, Fault, TLB float64
	// Kernel is the kernels' time on the GPU, each from its launch to its
	// end (what CUDA events around each kernel measure): start-up,
	// faults, TLB invalidations and compute.
	Kernel float64
}

// Model is the modeled GPU of one engine run: it implements the offload
// runtime's Device hook (runtimes/offload).
type Model struct {
	P   *Profile
	mem *interp.Memory

	// pend holds the host pages that the host touched while they were
	// resident on the device: their CPU faults are serviced, in address
	// order, at the model's next event (so that the counts do not depend
	// on how host threads interleave).
	pendMu  sync.Mutex
	pending []uint64

	mu       sync.Mutex
	seq      uint32
	resident map[uint64]*granule // by page number
	tick     uint64
	used     uint64 // VRAM in use: the pool plus resident granules
	poolFree uint64 // bytes of the pool no allocation holds
	allocs   map[uint64]uint64
	touched  map[uint64]bool   // host allocations the device has touched (managed_alloc)
	raw      map[uint64]uint64 // device allocations larger than the pool's blocks
	// warm holds the 2 MiB regions the GPU has mapped before: a fault
	// there costs fault_page_warm (the driver's state for the region
	// exists already), elsewhere fault_page.
	warm map[uint64]bool
	c    Counts
	t    Times
	usm  bool

	// kinds holds the pinned and managed host allocations by base
	// (memkind.go).
	kinds map[uint64]hostBlock

	// The timeline: the host's clock, the free time of each queue, the
	// streams of nowait constructs running, and the finish times of
	// dependence addresses.
	now               float64
	h2dQ, d2hQ, compQ float64
	streams           map[*interp.Thread]*stream
	lastOut, lastIn   map[uint64]float64
	end               float64 // the latest finish of anything
}

type stream struct{ cursor float64 }

type nowaitTask struct {
	created float64
	deps    []omprt.Dep
}

// Attach gives the model the engine's memory, when New had none (the
// offload runtime is configured before the engine, and so its memory,
// exists). Before the program runs.
func (m *Model) Attach(mem *interp.Memory) { m.mem = mem }

// New returns a model of profile p for the engine memory mem (nil: set
// it with Attach before the run).
func New(p *Profile, mem *interp.Memory) *Model {
	return &Model{P: p, mem: mem, resident: map[uint64]*granule{}, allocs: map[uint64]uint64{}, touched: map[uint64]bool{},
		raw: map[uint64]uint64{}, warm: map[uint64]bool{}, streams: map[*interp.Thread]*stream{}, lastOut: map[uint64]float64{}, lastIn: map[uint64]float64{}}
}

// Access is the host's access to a page (the offload runtime's host
// observer calls it): one check for a page the device never holds.
func (m *Model) Access(p *interp.Page, addr, size uint64, write bool) {
	for {
		v := p.Meta.Load()
		if v&metaDevice == 0 {
			if v&metaHost == 0 {
				p.Meta.Or(metaHost)
			}
			return
		}
		if p.Meta.CompareAndSwap(v, v&^metaDevice|metaHost) {
			m.pendMu.Lock()
			m.pending = append(m.pending, addr&^(pageSize-1))
			m.pendMu.Unlock()
			return
		}
	}
}

// kernelObs records the pages one kernel touches, once each, and sums
// its threads' flops (flops.go).
type kernelObs struct {
	seq   uint32
	usm   bool
	local func(uint64) bool
	name  string
	mu    sync.Mutex
	pages []uint64
	flops atomic.Uint64
}

func (k *kernelObs) Access(p *interp.Page, addr, size uint64, write bool) {
	for {
		v := p.Meta.Load()
		if uint32(v) == k.seq {
			return
		}
		if p.Meta.CompareAndSwap(v, v&^metaSeqMask|uint64(k.seq)) {
			k.mu.Lock()
			k.pages = append(k.pages, addr&^(pageSize-1))
			k.mu.Unlock()
			return
		}
	}
}

// BeginKernel starts recording a kernel's pages.
func (m *Model) BeginKernel(t *interp.Thread, name string, usm bool, local func(uint64) bool) interp.Observer {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	m.seq++
	if m.seq == 0 { // wrapped: 0 is no kernel's
		m.seq = 1
	}
	m.usm = usm
	return &kernelObs{seq: m.seq, usm: usm, local: local, name: name}
}

// EndKernel services the kernel's faults, in address order, and puts
// the kernel on the compute queue.
func (m *Model) EndKernel(t *interp.Thread, obs interp.Observer) {
	k := obs.(*kernelObs)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	slices.Sort(k.pages)
	var footprint, zeroCopy uint64
	var faults []uint64
	for _, a := range k.pages {
		kind, ok := m.kindAt(a)
		switch {
		case k.local != nil && k.local(a):
			continue // a device thread's stack: the device's local memory
		case interp.IsDeviceAddr(a) || interp.IsReadOnlyGlobalAddr(a):
			footprint += pageSize // device memory, constants: resident
			continue
		case ok && kind == offload.MemHost:
			zeroCopy += pageSize // pinned: read over the link, never migrated
			continue
		case !k.usm && !(ok && kind == offload.MemShared):
			footprint += pageSize // explicit mode: what the kernel reaches is mapped
			continue
		}
		footprint += pageSize
		if g := m.resident[a/pageSize]; g != nil {
			m.use(g, k.seq)
			continue
		}
		faults = append(faults, a)
	}
	before := m.c
	var coldFaults, warmFaults, managed uint64
	for _, a := range faults {
		al := m.mem.AllocationAt(a)
		if al != nil && !m.touched[al.Base] {
			m.touched[al.Base] = true
			managed++
		}
		if !m.P.PopulateOnDev || m.initialized(a, al) {
			if m.warm[a&^(size2M-1)] {
				warmFaults++
			} else {
				coldFaults++
			}
		}
	}
	for _, s := range m.spans(faults) {
		m.migrateIn(s, k.seq)
		m.warm[s.base&^(size2M-1)] = true
	}
	d := diff(m.c, before)
	m.c.GPUFaults += uint64(len(faults))
	var fault float64
	if n := len(faults); n > 0 {
		batches := (n + m.P.FaultBatch - 1) / m.P.FaultBatch
		m.c.FaultBatches += uint64(batches)
		migrations := d.MigrationsH2D[0] + d.MigrationsH2D[1] + d.MigrationsH2D[2]
		fault = m.P.FaultStart + float64(batches)*m.P.FaultBatchLat +
			float64(coldFaults)*m.P.FaultPage + float64(warmFaults)*m.P.FaultPageWarm + float64(migrations)*m.P.MigrationLat +
			float64(d.MigratedH2D)/m.P.MigrateH2D + float64(d.PopulatedBytes)/m.P.Populate + float64(managed)*m.P.ManagedAlloc
	}
	fault += float64(d.EvictedBytes) / m.P.MigrateD2H
	tlb := float64(d.TLBInvalidations) * m.P.TLBInvalidation
	// The roofline: the kernel takes as long as its flops at the compute
	// rate or its footprint at the memory bandwidth, whichever is longer.
	flops := k.flops.Load()
	compute := max(float64(flops)/m.P.Compute, float64(footprint)/m.P.MemoryBandwidth)
	m.c.Flops += flops
	// Zero-copy pages cross the pinned H2D link during the kernel.
	link := float64(zeroCopy) / m.P.H2DPinned.Bandwidth
	m.c.ZeroCopyBytes += zeroCopy
	m.t.Transfer += link
	m.t.Fault += fault
	m.t.TLB += tlb
	m.t.Compute += compute
	m.c.Kernels++
	m.launch(t, fault+tlb+compute+link)
	if d.MigratedH2D+d.PopulatedBytes+d.EvictedBytes > 0 {
		// Pages left the host or came back: every thread must ask again.
		m.mem.Invalidate()
	}
}

// initialized reports whether the host page at a holds data: the host
// touched it, or it is a global (initialized by the program's image).
func (m *Model) initialized(a uint64, al *interp.Allocation) bool {
	if p := m.mem.PageAt(a); p != nil && p.Meta.Load()&metaHost != 0 {
		return true
	}
	return al != nil && al.Kind == interp.GlobalAlloc
}

func (m *Model) use(g *granule, seq uint32) {
	if g.kernel != seq {
		g.kernel = seq
		m.tick++
		g.tick = m.tick
	}
}

// span is a range to migrate.
type span struct{ base, size uint64 }

// spans returns the granules that service the faults (sorted page
// addresses), by the profile's policy (docs/gpu.md, "Granules").
func (m *Model) spans(faults []uint64) []span {
	var out []span
	switch m.P.Policy {
	case "nvidia":
		// 64 KiB around each fault; a 2 MiB region where at least
		// DenseBlocks of its 64 KiB blocks fault migrates whole.
		for i := 0; i < len(faults); {
			region := faults[i] &^ (size2M - 1)
			j := i
			var blocks []uint64
			for ; j < len(faults) && faults[j]&^(size2M-1) == region; j++ {
				b := faults[j] &^ (size64K - 1)
				if len(blocks) == 0 || blocks[len(blocks)-1] != b {
					blocks = append(blocks, b)
				}
			}
			if len(blocks) >= m.P.DenseBlocks {
				out = append(out, span{region, size2M})
			} else {
				for _, b := range blocks {
					out = append(out, span{b, size64K})
				}
			}
			i = j
		}
	default: // intel
		var end uint64
		for _, a := range faults {
			if a < end {
				continue
			}
			s := span{a, pageSize}
			if b := a &^ (size2M - 1); m.P.HugePages && m.oneAllocation(b, size2M) {
				s = span{b, size2M}
			} else if b := a &^ (size64K - 1); m.oneAllocation(b, size64K) {
				s = span{b, size64K}
			}
			out = append(out, s)
			end = s.base + s.size
		}
	}
	return out
}

// oneAllocation reports whether [base, base+n) is inside one live
// allocation.
func (m *Model) oneAllocation(base, n uint64) bool {
	al := m.mem.AllocationAt(base)
	return al != nil && !al.Freed && base >= al.Base && base+n <= al.Base+al.Size
}

func granuleIndex(size uint64) int {
	switch size {
	case size2M:
		return 2
	case size64K:
		return 1
	}
	return 0
}

// migrateIn makes s resident: its existing pages are copied (or
// populated), a smaller granule inside it is absorbed, and LRU granules
// are evicted first when VRAM is full.
func (m *Model) migrateIn(s span, seq uint32) {
	var copied, populated, held uint64
	for a := s.base; a < s.base+s.size; a += pageSize {
		if g := m.resident[a/pageSize]; g != nil {
			held += m.drop(g)
		}
	}
	var pages []*interp.Page
	for a := s.base; a < s.base+s.size; a += pageSize {
		p := m.mem.PageAt(a)
		if p == nil {
			continue
		}
		pages = append(pages, p)
		if m.P.PopulateOnDev && p.Meta.Load()&metaHost == 0 && !m.isGlobal(a) {
			populated += pageSize
		} else {
			copied += pageSize
		}
	}
	g := &granule{base: s.base, size: s.size, bytes: uint64(len(pages)) * pageSize}
	if held > g.bytes {
		held = g.bytes
	}
	// What was resident already (a smaller granule absorbed) moves no
	// bytes.
	if held > 0 {
		moved := min(held, copied)
		copied -= moved
		populated -= min(held-moved, populated)
	}
	m.room(g.bytes)
	for a := s.base; a < s.base+s.size; a += pageSize {
		m.resident[a/pageSize] = g
	}
	for _, p := range pages {
		p.Meta.Or(metaDevice)
	}
	m.used += g.bytes
	m.c.PeakVRAM = max(m.c.PeakVRAM, m.used)
	m.use(g, seq)
	m.c.MigrationsH2D[granuleIndex(s.size)]++
	m.c.MigratedH2D += copied
	m.c.PopulatedBytes += populated
}

func (m *Model) isGlobal(a uint64) bool {
	al := m.mem.AllocationAt(a)
	return al != nil && al.Kind == interp.GlobalAlloc
}

// drop removes g from VRAM (its pages go back to the host's state) and
// returns its bytes.
func (m *Model) drop(g *granule) uint64 {
	for a := g.base; a < g.base+g.size; a += pageSize {
		if m.resident[a/pageSize] == g {
			delete(m.resident, a/pageSize)
			if p := m.mem.PageAt(a); p != nil {
				// The data is the host's again: a later migration copies it.
				p.Meta.And(^metaDevice)
				p.Meta.Or(metaHost)
			}
		}
	}
	m.used -= g.bytes
	return g.bytes
}

// room evicts least-recently-used granules until n more bytes fit.
func (m *Model) room(n uint64) {
	for m.used+n > m.P.VRAM {
		var lru *granule
		for _, g := range m.resident {
			if lru == nil || g.tick < lru.tick {
				lru = g
			}
		}
		if lru == nil {
			return // only the pool's allocations: nothing to evict
		}
		b := m.drop(lru)
		m.c.Evictions++
		m.c.EvictedBytes += b
		m.c.MigratedD2H += b
		m.c.MigrationsD2H[granuleIndex(lru.size)]++
		m.c.TLBInvalidations++
	}
}

// flushHost services the pending CPU faults, in address order: each
// brings back the whole granule that holds its page and invalidates its
// GPU mapping. m.mu held.
func (m *Model) flushHost() {
	m.pendMu.Lock()
	pend := m.pending
	m.pending = nil
	m.pendMu.Unlock()
	if len(pend) == 0 {
		return
	}
	slices.Sort(pend)
	var cost float64
	started := false
	for _, a := range pend {
		g := m.resident[a/pageSize]
		if g == nil {
			continue // its granule came back with an earlier fault
		}
		if !started {
			started = true
			m.t.Fault += m.P.CPUFaultStart
			cost += m.P.CPUFaultStart
		}
		b := m.drop(g)
		m.c.CPUFaults++
		m.c.TLBInvalidations++
		m.c.MigratedD2H += b
		m.c.MigrationsD2H[granuleIndex(g.size)]++
		f := m.P.CPUFault + float64(b)/m.P.MigrateD2H
		m.t.Fault += f
		m.t.TLB += m.P.TLBInvalidation
		cost += f + m.P.TLBInvalidation
	}
	// The host stalls on its faults.
	m.now += cost
	m.end = max(m.end, m.now)
}

// launch runs a kernel of work seconds on the GPU: it starts
// kernel_start after the launch call (or when the GPU is free, if
// later); a synchronous launch returns launch - kernel_start after the
// kernel ends (the synchronize), an asynchronous one (a nowait
// construct's stream) goes on when the kernel ends.
func (m *Model) launch(t *interp.Thread, work float64) {
	s := m.streams[t]
	call := m.now
	if s != nil {
		call = s.cursor
	}
	begin := max(call+m.P.KernelStart, m.compQ)
	end := begin + work
	m.compQ = end
	m.t.Kernel += m.P.KernelStart + work
	m.end = max(m.end, end)
	if s != nil {
		s.cursor = end
		return
	}
	m.now = end + max(m.P.Launch-m.P.KernelStart, 0)
	m.end = max(m.end, m.now)
}

// schedule puts dur seconds of work on queue q for thread t's stream
// (the host's when t runs no nowait construct).
func (m *Model) schedule(t *interp.Thread, q *float64, dur float64) {
	s := m.streams[t]
	cur := m.now
	if s != nil {
		cur = s.cursor
	}
	start := cur
	if q != nil {
		start = max(start, *q)
	}
	end := start + dur
	if q != nil {
		*q = end
	}
	if s != nil {
		s.cursor = end
	} else {
		m.now = end
	}
	m.end = max(m.end, end)
}

// Copy is an explicit transfer, on the queue of its direction: over
// the pinned link when the host side is inside one pinned allocation (or
// the profile's host memory is all pinned), else the pageable one.
func (m *Model) Copy(t *interp.Thread, toDevice bool, host, n uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	l, q := m.P.D2HPageable, &m.d2hQ
	if toDevice {
		l, q = m.P.H2DPageable, &m.h2dQ
	}
	if m.P.HostPinned || m.pinned(host, n) {
		l = m.P.D2HPinned
		if toDevice {
			l = m.P.H2DPinned
		}
	}
	dur := l.Time(n)
	if toDevice {
		m.c.H2DBytes += n
	} else {
		m.c.D2HBytes += n
	}
	m.c.Copies++
	m.t.Transfer += dur
	m.schedule(t, q, dur)
}

// Alloc is a device allocation: from the pool when it has room, else a
// raw allocation that grows the pool by whole chunks (seed 002).
func (m *Model) Alloc(t *interp.Thread, base, size uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	size = max(size, 1)
	m.c.DeviceAllocs++
	if m.P.PoolMaxBlock > 0 && size > m.P.PoolMaxBlock {
		// Too large for the pool (libomptarget's memory manager keeps
		// only blocks of up to 8 KiB): a raw allocation, freed for good.
		m.room(size)
		if m.used+size > m.P.VRAM {
			m.c.Oversubscribed = true
		}
		m.raw[base] = size
		m.used += size
		m.c.RawAllocs++
		m.c.PeakVRAM = max(m.c.PeakVRAM, m.used)
		m.schedule(t, nil, m.P.RawAlloc)
		return
	}
	m.allocs[base] = size
	cost := m.P.PoolAlloc
	if m.poolFree < size {
		grow := (size - m.poolFree + m.P.PoolChunk - 1) / m.P.PoolChunk * m.P.PoolChunk
		m.room(grow)
		if m.used+grow > m.P.VRAM {
			m.c.Oversubscribed = true
		}
		m.used += grow
		m.poolFree += grow
		m.c.RawAllocs++
		cost = m.P.RawAlloc
	}
	m.poolFree -= size
	m.c.PeakVRAM = max(m.c.PeakVRAM, m.used)
	m.schedule(t, nil, cost)
}

// Free returns a device allocation to the pool (the pool keeps it).
func (m *Model) Free(t *interp.Thread, base uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if size, ok := m.allocs[base]; ok {
		delete(m.allocs, base)
		m.poolFree += size
	} else if size, ok := m.raw[base]; ok {
		delete(m.raw, base)
		m.used -= size
	}
}

// NowaitCreate notes when a nowait construct was encountered.
func (m *Model) NowaitCreate(t *interp.Thread, deps []omprt.Dep) any {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	// The host enqueues the construct and goes on.
	created := m.now
	if s := m.streams[t]; s != nil {
		created = s.cursor
		s.cursor += m.P.LaunchIssue
	} else {
		m.now += m.P.LaunchIssue
	}
	m.end = max(m.end, m.now)
	return &nowaitTask{created: created, deps: deps}
}

// TaskBegin starts the stream of a nowait construct: after its creation
// and after what its dependences wait for (the last writer of an in
// dependence; the last writer and readers of an out one).
func (m *Model) TaskBegin(t *interp.Thread, task any) {
	nt := task.(*nowaitTask)
	m.mu.Lock()
	defer m.mu.Unlock()
	start := nt.created
	for _, d := range nt.deps {
		start = max(start, m.lastOut[d.Addr])
		if d.Out {
			start = max(start, m.lastIn[d.Addr])
		}
	}
	m.streams[t] = &stream{cursor: start}
}

// TaskEnd records the finish of a nowait construct for its dependences.
func (m *Model) TaskEnd(t *interp.Thread, task any) {
	nt := task.(*nowaitTask)
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.streams[t]
	delete(m.streams, t)
	if s == nil {
		return
	}
	for _, d := range nt.deps {
		if d.Out {
			m.lastOut[d.Addr] = s.cursor
		} else {
			m.lastIn[d.Addr] = max(m.lastIn[d.Addr], s.cursor)
		}
	}
}

// Progress returns the kernels so far and the modeled time.
func (m *Model) Progress() (kernels int, seconds float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.c.Kernels, max(m.end, m.now)
}

func diff(a, b Counts) Counts {
	d := Counts{MigratedH2D: a.MigratedH2D - b.MigratedH2D, PopulatedBytes: a.PopulatedBytes - b.PopulatedBytes,
		EvictedBytes: a.EvictedBytes - b.EvictedBytes, TLBInvalidations: a.TLBInvalidations - b.TLBInvalidations}
	for i := range d.MigrationsH2D {
		d.MigrationsH2D[i] = a.MigrationsH2D[i] - b.MigrationsH2D[i]
	}
	return d
}
