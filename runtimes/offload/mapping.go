package offload

import (
	"fmt"
	"sort"

	"github.com/strata-ir/strata/interp"
)

// The mapping table of device 0, with libomptarget's semantics
// (docs/offload.md, "Runtime").

// infinite is the dynamic count of a mapping that exit data never
// removes: a declare-target global's device copy, an associated pointer.
const infinite = int64(1) << 62

// refKind says which reference count a construct updates.
type refKind int

const (
	refDynamic    refKind = iota // target enter data / exit data
	refStructured                // target data, target
	refNone                      // a struct member: its parent's count is the one
)

// mapping is one host range with its device copy.
type mapping struct {
	begin, end uint64 // host [begin, end)
	tgt        uint64 // device address of begin
	dyn, str   int64  // reference counts
	alloc      bool   // the runtime allocated the device copy (not omp_target_associate_ptr)
	// usm is a mapping of unified shared memory without close: the device
	// uses the host's storage (tgt is begin), so nothing is copied; it is
	// kept for its counts, present and the trace.
	usm  bool
	name string
	// shadows are the attached pointers inside the range: the host
	// address of a pointer, its host value and the device value its
	// device copy holds (pointer attachment, PTR_AND_OBJ). A copy from
	// the device restores the host value; a copy to it, the device one.
	shadows map[uint64][2]uint64
}

func (m *mapping) total() int64 { return m.dyn + m.str }

func (m *mapping) label() string {
	if m.name != "" {
		return "'" + m.name + "'"
	}
	return "'?'"
}

// mapArg is one entry of a construct's map arrays.
type mapArg struct {
	base, begin, size, typ uint64
	name                   string
	mapper                 uint64
}

func (a mapArg) label() string {
	if a.name != "" {
		return "'" + a.name + "'"
	}
	return "'?'"
}

// readArgs reads n entries of the parallel arrays of a construct (copied
// now: a nowait construct runs after the arrays' frame may be gone).
func readArgs(c *interp.ExternCall, n int, bases, begins, sizes, types, names, mappers uint64) []mapArg {
	t := c.T
	load := func(arr uint64, i int, what string) uint64 {
		if arr == 0 {
			return 0
		}
		a := arr + 8*uint64(i)
		t.CheckRange(c.Op, a, 8, "offload: reading the "+what+" array of '"+c.Fn.Name+"'")
		v, _ := t.M.LoadN(a, 8)
		return v
	}
	out := make([]mapArg, n)
	for i := range out {
		out[i] = mapArg{base: load(bases, i, "base pointer"), begin: load(begins, i, "pointer"), size: load(sizes, i, "size"),
			typ: load(types, i, "map type"), name: mapName(t, names, i), mapper: load(mappers, i, "mapper")}
	}
	return out
}

// lookup finds the mapping that overlaps [begin, begin+size) (the one
// that holds begin when size is 0); contained says whether it holds the
// whole range. rt.mu held.
func (rt *Runtime) lookup(begin, size uint64) (m *mapping, contained bool) {
	end := begin + size
	i := sort.Search(len(rt.table), func(i int) bool { return rt.table[i].begin > begin })
	if i > 0 {
		if p := rt.table[i-1]; begin < p.end {
			return p, end <= p.end
		}
	}
	if size > 0 && i < len(rt.table) && rt.table[i].begin < end {
		return rt.table[i], false
	}
	return nil, false
}

func (rt *Runtime) insert(m *mapping) {
	i := sort.Search(len(rt.table), func(i int) bool { return rt.table[i].begin > m.begin })
	rt.table = append(rt.table, nil)
	copy(rt.table[i+1:], rt.table[i:])
	rt.table[i] = m
}

func (rt *Runtime) remove(m *mapping) {
	for i, x := range rt.table {
		if x == m {
			rt.table = append(rt.table[:i], rt.table[i+1:]...)
			return
		}
	}
}

// translate returns the device address of host address a, when a
// mapping holds it.
func (rt *Runtime) translate(a uint64) (uint64, bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if m, _ := rt.lookup(a, 0); m != nil {
		return m.tgt + (a - m.begin), true
	}
	return 0, false
}

// mapEntry maps one entry at the begin of a construct (libomptarget's
// getTargetPointer): an existing mapping that holds the range gets its
// count updated, one that the range extends is an error, an absent one
// is an error with present, passes through under USM without close, and
// is made otherwise. The data is copied to the device when the mapping
// is new (or its parent is: fresh) or with always. It returns the
// mapping, nil when the host address stands for the device's.
func (rt *Runtime) mapEntry(c *interp.ExternCall, a mapArg, kind refKind, fresh ...map[*mapping]bool) *mapping {
	usm := rt.USM()
	rt.mu.Lock()
	m, contained := rt.lookup(a.begin, a.size)
	if m != nil && !contained {
		rt.mu.Unlock()
		errorf(c, "mapping %s (%d bytes at host address 0x%x) extends the existing mapping %s of %d bytes at 0x%x: explicit extension of mapping is not allowed",
			a.label(), a.size, a.begin, m.label(), m.end-m.begin, m.begin)
	}
	isNew := false
	if m == nil {
		// present comes first: under USM too an item no construct
		// mapped is not present (libomptarget checks it first as well).
		switch {
		case a.typ&mapPresent != 0:
			rt.mu.Unlock()
			errorf(c, "device mapping required by 'present' map type modifier does not exist for host address 0x%x (%d bytes, %s)", a.begin, a.size, a.label())
		case a.size == 0:
			rt.mu.Unlock()
			return nil
		case usm && a.typ&mapClose == 0:
			rt.tracef("map %s host=0x%x size=%d: usm, the host address", a.label(), a.begin, a.size)
			m = &mapping{begin: a.begin, end: a.begin + a.size, tgt: a.begin, usm: true, name: a.name}
			rt.insert(m)
		default:
			al, err := c.T.M.AllocDevice(a.size, 16, "the device copy of "+a.label(), c.Op)
			if err != nil {
				rt.mu.Unlock()
				errorf(c, "cannot allocate %d bytes of device memory for %s: %v", a.size, a.label(), err)
			}
			m = &mapping{begin: a.begin, end: a.begin + a.size, tgt: al.Base, alloc: true, name: a.name}
			rt.insert(m)
			rt.stats.Allocs++
			rt.devAlloc(c.T, al.Base, a.size)
		}
		isNew = true
		for _, f := range fresh {
			f[m] = true
		}
	}
	switch kind {
	case refDynamic:
		if m.dyn != infinite {
			m.dyn++
		}
	case refStructured:
		m.str++
	}
	if !isNew && kind == refNone {
		for _, f := range fresh {
			isNew = isNew || f[m]
		}
	}
	dyn, str := m.dyn, m.str
	rt.mu.Unlock()
	state := "present"
	if isNew {
		state = "new"
	}
	if kind != refNone || isNew {
		rt.tracef("map %s host=0x%x size=%d device=0x%x dyn=%s str=%d (%s)", a.label(), a.begin, a.size, m.tgt+(a.begin-m.begin), count(dyn), str, state)
	}
	if a.typ&mapTo != 0 && (isNew || a.typ&mapAlways != 0) {
		rt.copyTo(c, m, a.begin, a.size, a.label())
	}
	return m
}

func count(n int64) string {
	if n >= infinite {
		return "inf"
	}
	return fmt.Sprint(n)
}

// copyTo copies host [begin, begin+size) to its device copy in m, then
// puts the device values of the attached pointers in it back.
func (rt *Runtime) copyTo(c *interp.ExternCall, m *mapping, begin, size uint64, label string) {
	rt.transfer(c, m, begin, size, label, true)
}

// copyFrom copies the device copy of host [begin, begin+size) back, then
// puts the host values of the attached pointers in it back.
func (rt *Runtime) copyFrom(c *interp.ExternCall, m *mapping, begin, size uint64, label string) {
	rt.transfer(c, m, begin, size, label, false)
}

func (rt *Runtime) transfer(c *interp.ExternCall, m *mapping, begin, size uint64, label string, to bool) {
	if size == 0 || m.usm {
		return
	}
	dev := m.tgt + (begin - m.begin)
	rt.mu.Lock()
	if to {
		rt.stats.ToBytes += size
	} else {
		rt.stats.FromBytes += size
	}
	rt.stats.Transfers++
	rt.devCopy(c.T, to, begin, size)
	var fix [][2]uint64 // the address to write and its value
	for h, v := range m.shadows {
		if h >= begin && h+8 <= begin+size {
			if to {
				fix = append(fix, [2]uint64{m.tgt + (h - m.begin), v[1]})
			} else {
				fix = append(fix, [2]uint64{h, v[0]})
			}
		}
	}
	rt.mu.Unlock()
	if to {
		copyMem(c, c.Op, dev, begin, size, "offload: copying "+label+" to the device")
		rt.tracef("copy to device %s host=0x%x device=0x%x size=%d", label, begin, dev, size)
	} else {
		copyMem(c, c.Op, begin, dev, size, "offload: copying "+label+" from the device")
		rt.tracef("copy from device %s device=0x%x host=0x%x size=%d", label, dev, begin, size)
	}
	for _, f := range fix {
		c.T.M.StoreN(f[0], 8, f[1])
	}
}

// dataBegin maps a construct's entries (the begin of target data, enter
// data, a target region) and returns each entry's mapping (nil: none, or
// the host address serves) with pointer attachment done.
func (rt *Runtime) dataBegin(c *interp.ExternCall, args []mapArg, kind refKind) []*mapping {
	out := make([]*mapping, len(args))
	fresh := map[*mapping]bool{}
	for i, a := range args {
		if a.typ&(mapLiteral|mapPrivate) != 0 {
			continue
		}
		if a.mapper != 0 {
			errorf(c, "map entry %s has a user-defined mapper, which the runtime does not support yet", a.label())
		}
		k := entryKind(a, kind)
		var ptr *mapping
		if a.typ&mapPtrAndObj != 0 {
			// The pointer itself (at base) is mapped as well: a member of
			// a mapped struct (its count is the struct's), or a pointer of
			// its own; the pointee has a count of its own (libomptarget's
			// UpdateRef for PTR_AND_OBJ).
			ptr = rt.mapEntry(c, mapArg{base: a.base, begin: a.base, size: 8, typ: a.typ &^ (mapTo | mapFrom | mapAlways | mapPresent), name: a.name + " (the pointer)"}, k, fresh)
			k = entryKind(mapArg{typ: a.typ &^ mapMemberOf}, kind)
		}
		m := rt.mapEntry(c, a, k, fresh)
		out[i] = m
		if ptr != nil && m != nil {
			rt.attach(c, ptr, m, a)
		}
	}
	return out
}

// attach points the device copy of the pointer at a.base to the device
// copy of what it points to, and remembers its host value.
func (rt *Runtime) attach(c *interp.ExternCall, ptr, m *mapping, a mapArg) {
	t := c.T
	t.CheckRange(c.Op, a.base, 8, "offload: reading the pointer of "+a.label())
	host, _ := t.M.LoadN(a.base, 8)
	dev := m.tgt + (a.begin - m.begin) - (a.begin - host)
	at := ptr.tgt + (a.base - ptr.begin)
	rt.mu.Lock()
	if ptr.shadows == nil {
		ptr.shadows = map[uint64][2]uint64{}
	}
	old, had := ptr.shadows[a.base]
	ptr.shadows[a.base] = [2]uint64{host, dev}
	rt.stats.ToBytes += 8
	rt.stats.Transfers++
	rt.devCopy(t, true, a.base, 8)
	rt.mu.Unlock()
	if had && old[1] == dev {
		return
	}
	t.M.StoreN(at, 8, dev)
	rt.tracef("attach %s pointer host=0x%x device=0x%x value=0x%x", a.label(), a.base, at, dev)
}

// dataEnd unmaps a construct's entries in reverse order (members before
// their struct): the count of each goes down (delete makes the dynamic
// count 0), the data is copied back when it reaches 0 or with always,
// and the device copy is freed at 0.
func (rt *Runtime) dataEnd(c *interp.ExternCall, args []mapArg, kind refKind) {
	usm := rt.USM()
	for i := len(args) - 1; i >= 0; i-- {
		a := args[i]
		if a.typ&(mapLiteral|mapPrivate) != 0 {
			continue
		}
		k := entryKind(a, kind)
		if a.typ&mapPtrAndObj != 0 {
			if k != refNone {
				defer rt.unmapOne(c, mapArg{begin: a.base, size: 8, name: a.name + " (the pointer)"}, k, usm)
			}
			k = entryKind(mapArg{typ: a.typ &^ mapMemberOf}, kind)
		}
		rt.unmapOne(c, a, k, usm)
	}
}

func (rt *Runtime) unmapOne(c *interp.ExternCall, a mapArg, k refKind, usm bool) {
	rt.mu.Lock()
	m, contained := rt.lookup(a.begin, a.size)
	if m == nil || !contained {
		rt.mu.Unlock()
		if a.typ&mapPresent != 0 && !(usm && a.typ&mapClose == 0) {
			errorf(c, "device mapping required by 'present' map type modifier does not exist for host address 0x%x (%d bytes, %s)", a.begin, a.size, a.label())
		}
		return
	}
	del := a.typ&mapDelete != 0 && m.dyn != infinite
	var last bool
	switch k {
	case refNone:
		last = del || m.total() == 1
	case refDynamic:
		if del {
			m.dyn = 0
		} else if m.dyn > 0 && m.dyn != infinite {
			m.dyn--
		}
		last = m.total() == 0
	case refStructured:
		if m.str > 0 {
			m.str--
		}
		last = m.total() == 0
	}
	dyn, str := m.dyn, m.str
	rt.mu.Unlock()
	if a.typ&mapFrom != 0 && (last || a.typ&mapAlways != 0) {
		rt.copyFrom(c, m, a.begin, a.size, a.label())
	}
	if k == refNone {
		return
	}
	if !last {
		rt.tracef("unmap %s host=0x%x size=%d device=0x%x dyn=%s str=%d (kept)", a.label(), a.begin, a.size, m.tgt+(a.begin-m.begin), count(dyn), str)
		return
	}
	rt.mu.Lock()
	rt.remove(m)
	rt.mu.Unlock()
	if m.alloc {
		if err := c.T.M.FreeDevice(m.tgt, c.Op); err != nil {
			errorf(c, "%v", err)
		}
		rt.devFree(c.T, m.tgt)
	}
	rt.tracef("unmap %s host=0x%x size=%d device=0x%x dyn=0 str=0 (freed)", a.label(), a.begin, a.size, m.tgt+(a.begin-m.begin))
}

// update is target update: to and from copies of mapped entries; an
// absent entry is skipped, or an error with present.
func (rt *Runtime) update(c *interp.ExternCall, args []mapArg) {
	usm := rt.USM()
	for _, a := range args {
		rt.mu.Lock()
		m, contained := rt.lookup(a.begin, a.size)
		rt.mu.Unlock()
		if m == nil || !contained {
			if a.typ&mapPresent != 0 && !(usm && a.typ&mapClose == 0) {
				errorf(c, "device mapping required by 'present' motion modifier does not exist for host address 0x%x (%d bytes, %s)", a.begin, a.size, a.label())
			}
			continue
		}
		if a.typ&mapTo != 0 {
			rt.copyTo(c, m, a.begin, a.size, a.label())
		}
		if a.typ&mapFrom != 0 {
			rt.copyFrom(c, m, a.begin, a.size, a.label())
		}
	}
}

// entryKind is the count an entry updates: its struct's for a member;
// the structured count for a target region's entries and for entries
// with ompx_hold (what target data passes: libomptarget's entry points
// are the same for target data and enter/exit data, and ompx_hold is
// how they tell a structured mapping, which exit data cannot remove);
// the dynamic count otherwise.
func entryKind(a mapArg, kind refKind) refKind {
	switch {
	case a.typ&mapMemberOf != 0:
		return refNone
	case a.typ&mapHold != 0:
		return refStructured
	}
	return kind
}
