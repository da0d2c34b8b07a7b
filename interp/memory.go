package interp

import (
	"encoding/binary"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
)

// The simulated address space: 44 bits of 4 KiB pages in a two-level table
// (top level inline, chunks of 65536 pages made on demand). Every byte has
// a validity bit in its page, so an access is checked against the
// allocations it touches with one word of the page's bitmap. Addresses are
// never reused: an allocation gets fresh addresses after a redzone, so a
// stale pointer always finds a freed allocation (use after free) or a gap
// (out of bounds).

const (
	PageBits  = 12
	PageSize  = 1 << PageBits
	pageMask  = PageSize - 1
	chunkBits = 16
	addrBits  = PageBits + 2*chunkBits // 44

	redzone = 32 // bytes between two allocations

	nullGuard  = 1 << 16 // [0, nullGuard) is the null page range
	funcBase   = 1 << 20 // function addresses: funcBase + 16*index, never mapped
	globalBase = 1 << 24 // globals
	heapBase   = 1 << 32 // heap
	stackBase  = 1 << 40 // thread stacks
	stackSpan  = 1 << 28 // address space per thread stack (256 MiB)
	stackLimit = 8 << 20 // bytes of allocas a thread may hold (C's default 8 MiB)
	maxAddr    = 1 << addrBits
)

// Page is one page of simulated memory.
type Page struct {
	data  [PageSize]byte
	valid [PageSize / 64]atomic.Uint64
	// Meta is for an observer: a device model keeps its residency state of
	// the page here. The engine never reads it.
	Meta atomic.Uint64
	live int32 // allocations touching the page (under Memory.mu)
}

type chunk [1 << chunkBits]atomic.Pointer[Page]

// Observer sees the program's accesses to memory page by page: Access is
// called with the page, the address, the size and whether it writes when
// a thread starts accessing a page (the first access, and the first write
// after reads), not on every access: each thread remembers the pages it
// accessed last (a few, see Thread.at), and its later accesses to those
// pages go straight to memory. An observer that must see a page's next
// access again (a device model that migrated or evicted it) calls
// Memory.Invalidate, which makes every thread forget its pages. So an
// attached observer costs the accesses that stay on a page nothing, and
// a program without one pays one nil check per page change.
type Observer interface {
	Access(p *Page, addr, size uint64, write bool)
}

// AllocKind says where an allocation lives.
type AllocKind uint8

const (
	HeapAlloc AllocKind = iota
	StackAlloc
	GlobalAlloc
)

func (k AllocKind) String() string {
	return [...]string{"heap", "stack", "global", "device"}[k]
}

// Allocation is one block of memory: a global, an alloca or a heap block.
type Allocation struct {
	Base, Size uint64
	Kind       AllocKind
	Name       string        // a global's or alloca's name, a heap block's allocator
	Op         *ir.Operation // where it was made, when known
	Freed      bool
	FreedBy    *ir.Operation
	ReadOnly   bool
}

func (a *Allocation) String() string {
	var s string
	switch a.Kind {
	case GlobalAlloc:
		s = fmt.Sprintf("global '%s' of %d bytes at 0x%x", a.Name, a.Size, a.Base)
	case StackAlloc:
		s = fmt.Sprintf("stack variable '%s' of %d bytes at 0x%x", a.Name, a.Size, a.Base)
	case DeviceAlloc:
		s = fmt.Sprintf("%d-byte device block at 0x%x from %s", a.Size, a.Base, a.Name)
	default:
		s = fmt.Sprintf("%d-byte heap block at 0x%x", a.Size, a.Base)
		if a.Name != "" {
			s += " from " + a.Name
		}
	}
	if a.Op != nil {
		if l, ok := ir.FileLineCol(a.Op.Loc()); ok {
			s += " (allocated at " + l.String() + ")"
		}
	}
	return s
}

// Memory is the address space shared by an engine's threads.
type Memory struct {
	top [1 << chunkBits]atomic.Pointer[chunk]
	obs Observer
	// epoch changes when the threads' remembered pages must be forgotten
	// (Invalidate).
	epoch atomic.Uint64

	mu        sync.Mutex
	allocs    []*Allocation // heap and globals, sorted by Base (addresses only grow)
	heapNext  uint64
	globNext  uint64
	live      uint64 // bytes in live heap and global allocations
	peak      uint64
	stackNext uint64
	roNext    uint64 // read-only globals and device memory (device.go)
	devNext   uint64
}

// NewMemory returns an empty address space.
func NewMemory() *Memory {
	return &Memory{heapNext: heapBase, globNext: globalBase, stackNext: stackBase, roNext: roGlobalBase, devNext: deviceBase}
}

// SetObserver attaches an observer (nil detaches it). Attach before running.
func (m *Memory) SetObserver(o Observer) { m.obs = o }

// Peak returns the most bytes that were allocated at once (heap and
// globals; stacks are counted by their threads).
func (m *Memory) Peak() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.peak
}

// page returns the page of a, nil when it is not mapped.
func (m *Memory) page(a uint64) *Page {
	if a >= maxAddr {
		return nil
	}
	c := m.top[a>>(PageBits+chunkBits)].Load()
	if c == nil {
		return nil
	}
	return c[(a>>PageBits)&(1<<chunkBits-1)].Load()
}

// mapPage returns the page of a, making it (under mu or by the owner of a
// stack).
func (m *Memory) mapPage(a uint64) *Page {
	ti := a >> (PageBits + chunkBits)
	c := m.top[ti].Load()
	if c == nil {
		c = new(chunk)
		if !m.top[ti].CompareAndSwap(nil, c) {
			c = m.top[ti].Load()
		}
	}
	slot := &c[(a>>PageBits)&(1<<chunkBits-1)]
	p := slot.Load()
	if p == nil {
		p = new(Page)
		if !slot.CompareAndSwap(nil, p) {
			p = slot.Load()
		}
	}
	return p
}

// At returns the page and offset of an access of n bytes (1 to 8) at a, or
// nil when the access is not entirely in valid memory of one page. It is
// the fast path of every load and store.
func (m *Memory) At(a, n uint64, write bool) (*Page, uint64) {
	p := m.page(a)
	if p == nil {
		return nil, 0
	}
	o := a & pageMask
	bit := o & 63
	if bit+n > 64 {
		return nil, 0
	}
	mask := (uint64(1)<<n - 1) << bit
	if p.valid[o>>6].Load()&mask != mask {
		return nil, 0
	}
	if m.obs != nil {
		m.obs.Access(p, a, n, write)
	}
	return p, o
}

// Invalidate makes every thread forget the pages it accessed last, so
// that the observer sees each thread's next access to any page.
func (m *Memory) Invalidate() { m.epoch.Add(1) }

// pageCache is a thread's memory of the pages it accessed last: sets of
// two entries chosen by the page number (cacheSet), all taken in one
// epoch. One entry would miss at every access of a stencil, which reads
// three rows of one array and writes a row of another; the second entry
// of a set keeps two pages that fall in it from evicting each other.
type pageCache struct {
	epoch uint64
	sets  [pageCacheSets][2]pageEntry
}

const pageCacheSets = 16

// pageEntry is one remembered page: its number plus one (0 when empty),
// the page and whether the observer was told of a write to it.
type pageEntry struct {
	num   uint64
	page  *Page
	write bool
}

// cacheSet is the set of the page cache that page number num goes to:
// its low bits mixed with higher ones, so that arrays whose sizes are
// multiples of the sets' span do not all fall in the same sets.
func cacheSet(num uint64) uint64 { return (num ^ num>>5) & (pageCacheSets - 1) }

// at is Memory.At through the thread's page cache: the fast path of the
// engine's loads and stores. A hit costs a compare or two, the epoch's
// load and the validity check; a miss (miss) looks the page up and tells
// the observer.
func (t *Thread) at(a, n uint64, write bool) (*Page, uint64) {
	num := a>>PageBits + 1
	set := &t.pc.sets[cacheSet(num)]
	e := &set[0]
	if e.num != num {
		e = &set[1]
	}
	p := e.page
	if e.num != num || t.pc.epoch != t.M.epoch.Load() || write && !e.write {
		if p = t.miss(a, n, write); p == nil {
			return nil, 0
		}
	}
	o := a & pageMask
	bit := o & 63
	if bit+n > 64 {
		return nil, 0
	}
	mask := (uint64(1)<<n - 1) << bit
	if p.valid[o>>6].Load()&mask != mask {
		return nil, 0
	}
	return p, o
}

// miss looks up the page of a for at, remembers it (in place of its own
// entry, else of its set's older one) and tells the observer; a new epoch
// (Memory.Invalidate) forgets every page first.
func (t *Thread) miss(a, n uint64, write bool) *Page {
	m := t.M
	if ep := m.epoch.Load(); t.pc.epoch != ep {
		t.pc = pageCache{epoch: ep}
	}
	p := m.page(a)
	if p == nil {
		return nil
	}
	num := a>>PageBits + 1
	set := &t.pc.sets[cacheSet(num)]
	switch {
	case set[0].num == num:
		set[0].write = write
	case set[1].num == num:
		set[1].write = write
	default:
		set[1] = set[0]
		set[0] = pageEntry{num: num, page: p, write: write}
	}
	o := m.obs
	if t.ownObs {
		o = t.obs
	}
	if o != nil && !t.observe(o, p, a, n, write) {
		// A refused access (device.go): forget the page, so that the
		// next access asks again.
		for i := range set {
			if set[i].num == num {
				set[i] = pageEntry{}
			}
		}
		return nil
	}
	return p
}

// Valid reports whether [a, a+n) is valid memory.
func (m *Memory) Valid(a, n uint64) bool {
	for n > 0 {
		p := m.page(a)
		if p == nil {
			return false
		}
		o := a & pageMask
		k := min(n, PageSize-o)
		for i := o; i < o+k; i++ {
			if p.valid[i>>6].Load()&(1<<(i&63)) == 0 {
				return false
			}
		}
		a += k
		n -= k
	}
	return true
}

// Bytes calls f on the pieces of [a, a+n), page by page; the memory must be
// valid (checked by the caller with Valid).
func (m *Memory) Bytes(a, n uint64, write bool, f func(b []byte)) {
	for n > 0 {
		p := m.page(a)
		o := a & pageMask
		k := min(n, PageSize-o)
		if m.obs != nil {
			m.obs.Access(p, a, k, write)
		}
		f(p.data[o : o+k])
		a += k
		n -= k
	}
}

// Read copies [a, a+len(dst)) into dst; false when not all valid.
func (m *Memory) Read(a uint64, dst []byte) bool {
	if !m.Valid(a, uint64(len(dst))) {
		return false
	}
	i := 0
	m.Bytes(a, uint64(len(dst)), false, func(b []byte) { i += copy(dst[i:], b) })
	return true
}

// Write copies src to [a, a+len(src)); false when not all valid.
func (m *Memory) Write(a uint64, src []byte) bool {
	if !m.Valid(a, uint64(len(src))) {
		return false
	}
	i := 0
	m.Bytes(a, uint64(len(src)), true, func(b []byte) { i += copy(b, src[i:]) })
	return true
}

// LoadN reads an n-byte little-endian value (n <= 8) through the slow
// path; false when invalid.
func (m *Memory) LoadN(a, n uint64) (uint64, bool) {
	if p, o := m.At(a, n, false); p != nil {
		return loadPage(p, o, n), true
	}
	var b [8]byte
	if !m.Read(a, b[:n]) {
		return 0, false
	}
	return binary.LittleEndian.Uint64(b[:]), true
}

// StoreN writes an n-byte value (n <= 8); false when invalid.
func (m *Memory) StoreN(a, n, v uint64) bool {
	if p, o := m.At(a, n, true); p != nil {
		storePage(p, o, n, v)
		return true
	}
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	return m.Write(a, b[:n])
}

func loadPage(p *Page, o, n uint64) uint64 {
	switch n {
	case 1:
		return uint64(p.data[o])
	case 2:
		return uint64(binary.LittleEndian.Uint16(p.data[o:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(p.data[o:]))
	case 8:
		return binary.LittleEndian.Uint64(p.data[o:])
	}
	var v uint64
	for i := uint64(0); i < n; i++ {
		v |= uint64(p.data[o+i]) << (8 * i)
	}
	return v
}

func storePage(p *Page, o, n, v uint64) {
	switch n {
	case 1:
		p.data[o] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(p.data[o:], uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(p.data[o:], uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(p.data[o:], v)
	default:
		for i := uint64(0); i < n; i++ {
			p.data[o+i] = byte(v >> (8 * i))
		}
	}
}

// setValid marks [a, a+n) valid or not, mapping pages as needed; it
// returns the pages whose live count should change.
func (m *Memory) setValid(a, n uint64, valid bool) {
	for n > 0 {
		var p *Page
		if valid {
			p = m.mapPage(a)
		} else {
			p = m.page(a)
		}
		o := a & pageMask
		k := min(n, PageSize-o)
		for i := o; i < o+k; {
			w := i >> 6
			lo := i & 63
			hi := min(64, lo+(o+k-i))
			var mask uint64
			if hi-lo == 64 {
				mask = ^uint64(0)
			} else {
				mask = (uint64(1)<<(hi-lo) - 1) << lo
			}
			if valid {
				p.valid[w].Or(mask)
			} else {
				p.valid[w].And(^mask)
			}
			i += hi - lo
		}
		if valid {
			clear(p.data[o : o+k])
		}
		a += k
		n -= k
	}
}

func alignUp(n, a uint64) uint64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// Alloc makes a heap (or global) allocation of size bytes aligned to align,
// zero-filled. Size 0 gets a unique address with no valid bytes.
func (m *Memory) Alloc(size, align uint64, kind AllocKind, name string, op *ir.Operation) (*Allocation, error) {
	if align < 16 {
		align = 16
	}
	if size > 1<<36 {
		return nil, fmt.Errorf("cannot allocate %d bytes", size)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	next, limit, kind := m.arena(kind)
	base := alignUp(*next+redzone, align)
	if base+size+redzone >= limit {
		return nil, fmt.Errorf("out of simulated address space")
	}
	*next = base + size
	a := &Allocation{Base: base, Size: size, Kind: kind, Name: name, Op: op}
	m.insertAlloc(a)
	m.setValid(base, size, true)
	m.live += size
	m.peak = max(m.peak, m.live)
	return a, nil
}

// find returns the allocation whose [Base, Base+Size] holds a (Size
// included: one past the end), or nil.
func (m *Memory) find(a uint64) *Allocation {
	m.mu.Lock()
	defer m.mu.Unlock()
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].Base > a }) - 1
	if i < 0 {
		return nil
	}
	return m.allocs[i]
}

// nearest returns the allocation at or before a and the one after it.
func (m *Memory) nearest(a uint64) (before, after *Allocation) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].Base > a })
	if i > 0 {
		before = m.allocs[i-1]
	}
	if i < len(m.allocs) {
		after = m.allocs[i]
	}
	return
}

// FreeError is why a free failed.
type FreeError struct {
	Msg   string
	Alloc *Allocation
}

func (e *FreeError) Error() string { return e.Msg }

// Free releases the heap block at a.
func (m *Memory) Free(a uint64, op *ir.Operation) error {
	if a == 0 {
		return nil
	}
	al := m.find(a)
	if al == nil || al.Base != a || al.Kind != HeapAlloc {
		msg := fmt.Sprintf("free of 0x%x, which is not the start of a heap block", a)
		if al != nil && a < al.Base+al.Size {
			msg += ": it is inside the " + al.String()
		} else if a >= stackBase {
			msg += ": it is a stack address"
		} else if a >= globalBase && a < heapBase {
			msg += ": it is the address of a global"
		}
		return &FreeError{Msg: msg, Alloc: al}
	}
	return m.release(al, op)
}

// Describe explains why an access of n bytes at a is invalid: which
// allocation it belongs to or misses. stack lists the live stack
// allocations of the thread that made the access.
func (m *Memory) Describe(a, n uint64, stack []*Allocation) string {
	switch {
	case a < nullGuard:
		return fmt.Sprintf("null pointer dereference: %d-byte access at 0x%x", n, a)
	case a >= funcBase && a < globalBase:
		return fmt.Sprintf("%d-byte access at 0x%x, the address of a function", n, a)
	case a >= maxAddr:
		return fmt.Sprintf("%d-byte access at 0x%x, outside the address space", n, a)
	}
	var before, after *Allocation
	if a >= stackBase {
		for _, s := range stack {
			if s.Base <= a && (before == nil || s.Base > before.Base) {
				before = s
			}
			if s.Base > a && (after == nil || s.Base < after.Base) {
				after = s
			}
		}
	} else {
		before, after = m.nearest(a)
	}
	if before != nil && a < before.Base+max(before.Size, 1) {
		if before.Freed {
			return fmt.Sprintf("use after free: %d-byte access at 0x%x in the freed %s", n, a, before)
		}
		if before.ReadOnly {
			return fmt.Sprintf("write to read-only memory: %d-byte access at 0x%x in the %s", n, a, before)
		}
		return fmt.Sprintf("out-of-bounds access: %d bytes at 0x%x, offset %d of the %s, past its end", n, a, a-before.Base, before)
	}
	msg := fmt.Sprintf("out-of-bounds access: %d bytes at 0x%x, in no allocation", n, a)
	switch {
	case before != nil && a-(before.Base+before.Size) <= 4096:
		msg += fmt.Sprintf(" (%d bytes after the end of the %s%s)", a-(before.Base+before.Size), freedWord(before), before)
	case after != nil && after.Base-a <= 4096:
		msg += fmt.Sprintf(" (%d bytes before the %s%s)", after.Base-a, freedWord(after), after)
	case a >= stackBase:
		msg += " (a stack address not in a live frame: use after return?)"
	}
	return msg
}

func freedWord(a *Allocation) string {
	if a.Freed {
		return "freed "
	}
	return ""
}

// Observer returns the attached observer, nil when none.
func (m *Memory) Observer() Observer { return m.obs }
