package omptooffload

import (
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// mapBuilder turns the omp.map.info operands of one construct into
// offload.map entries built at b's insertion point (before the
// construct). A struct entry's members (omp.map.info's members) follow
// it, with the struct's entry as their parent, wherever the construct
// lists them; each omp.map.info gives one entry, which entries records.
type mapBuilder struct {
	b       *ir.Builder
	loc     ir.Location
	entries map[*ir.Value]*ir.Value // omp.map.info result -> offload.map result
	order   []*ir.Value             // offload.map results, in list order
	parent  map[*ir.Value]*ir.Value // member map.info -> its struct's map.info
	// private are the map.info results of firstprivate aggregates, whose
	// entries get the private bit: a device copy of their own per launch.
	private map[*ir.Value]bool
}

func newMapBuilder(b *ir.Builder, loc ir.Location) *mapBuilder {
	return &mapBuilder{b: b, loc: loc, entries: map[*ir.Value]*ir.Value{}, parent: map[*ir.Value]*ir.Value{},
		private: map[*ir.Value]bool{}}
}

// PartialMapAttr marks the struct entry of a list of members mapped
// without their struct (upstream's partial_map): it spans only them.
const PartialMapAttr = "partial_map"

// mapInfo returns the omp.map.info defining v, or a located error.
func mapInfo(construct *ir.Operation, v *ir.Value) (omp.MapInfoOp, error) {
	info, ok := omp.AsMapInfo(v.DefiningOp())
	if !ok {
		return info, construct.Errorf("a map entry is not the result of an omp.map.info")
	}
	return info, nil
}

// addAll adds the entries of infos (omp.map.info results), with their
// members.
func (mb *mapBuilder) addAll(construct *ir.Operation, infos []*ir.Value) error {
	for _, v := range infos {
		info, err := mapInfo(construct, v)
		if err != nil {
			return err
		}
		for _, m := range info.Members() {
			mb.parent[m] = v
		}
	}
	for _, v := range infos {
		root := v
		for mb.parent[root] != nil {
			root = mb.parent[root]
		}
		if err := mb.add(construct, root, nil); err != nil {
			return err
		}
	}
	return nil
}

// add builds the entry of info v (child of parent, an offload.map, or
// nil) and then its members', unless it is built already.
func (mb *mapBuilder) add(construct *ir.Operation, v, parent *ir.Value) error {
	if mb.entries[v] != nil {
		return nil
	}
	info, err := mapInfo(construct, v)
	if err != nil {
		return err
	}
	m, err := mb.entry(info, parent)
	if err != nil {
		return err
	}
	if mb.private[v] {
		mo, _ := offload.AsMap(m.DefiningOp())
		mo.SetAttr("map_type", offload.MapTypeAttr{Flags: mo.MapType() | offload.MapPrivate})
	}
	mb.entries[v] = m
	mb.order = append(mb.order, m)
	for _, member := range info.Members() {
		if err := mb.add(construct, member, m); err != nil {
			return err
		}
	}
	return nil
}

// mapFlags converts omp map type bits to offload's, which number them
// the same, refusing the bits offload has no use for. The private bit is
// the pass's to set (a by-copy aggregate, see lowerTarget), not a map
// type an omp.map.info may say.
func mapFlags(info omp.MapInfoOp) (offload.MapFlags, error) {
	f := offload.MapFlags(info.MapType())
	if rest := f &^ (offload.MapKnownFlags &^ offload.MapPrivate); rest != 0 {
		return 0, info.Errorf("map type bits %#x are not supported by the offload lowering", uint64(rest))
	}
	return f, nil
}

// entry builds the offload.map of one omp.map.info: base is var_ptr;
// without bounds the entry is the whole variable, with bounds the
// contiguous bytes from the section's first element to its last (map
// clauses require contiguous sections, so this is exactly the section).
// A section through a pointer (var_ptr is a pointer loaded from a
// variable) attaches that variable. A struct entry that says partial_map
// spans its members' storage, from the first member's to the end of the
// last's (the front end lists them in memory order; a pointer member's
// storage is the pointer, not what it points to). An entry that says
// ptr_and_obj without a parent is based at the pointer it attaches
// (pp[i][lo:len]), libomptarget's PTR_AND_OBJ.
func (mb *mapBuilder) entry(info omp.MapInfoOp, parent *ir.Value) (*ir.Value, error) {
	flags, err := mapFlags(info)
	if err != nil {
		return nil, err
	}
	base := info.VarPtr()
	if _, ok := base.Type().(cir.PointerType); !ok {
		return nil, info.Errorf("var_ptr of type '%s' is not supported: the offload lowering works on cir", ir.TypeString(base.Type()))
	}
	e := offload.MapEntry{Base: base, Type: flags, Parent: parent, Name: info.VarName(), Attach: info.VarPtrPtr()}
	var end *ir.Value
	members := info.Members()
	if info.HasAttr(PartialMapAttr) && len(members) > 0 {
		first, err := mapInfo(info.Operation, members[0])
		if err != nil {
			return nil, err
		}
		last, err := mapInfo(info.Operation, members[len(members)-1])
		if err != nil {
			return nil, err
		}
		if e.Begin, _, err = mb.storage(first); err != nil {
			return nil, err
		}
		if _, end, err = mb.storage(last); err != nil {
			return nil, err
		}
	} else {
		if e.Begin, end, err = mb.extent(info); err != nil {
			return nil, err
		}
		if len(info.Bounds()) > 0 && e.Attach == nil {
			if ld, ok := cir.AsLoad(base.DefiningOp()); ok {
				e.Attach = ld.Addr()
			}
		}
	}
	if flags&offload.MapPtrAndObj != 0 && parent == nil && e.Attach != nil {
		e.Base = e.Attach
	}
	e.Size = mb.distance(e.Begin, end)
	return offload.NewMap(mb.b, e, mb.loc).Result(0), nil
}

// extent returns the begin and end addresses of what an omp.map.info
// maps: the variable, or its section.
func (mb *mapBuilder) extent(info omp.MapInfoOp) (begin, end *ir.Value, err error) {
	base := info.VarPtr()
	if len(info.Bounds()) == 0 {
		return base, cir.NewPtrStride(mb.b, base, mb.intConst(1), mb.loc).Result(0), nil
	}
	_, pointerBased := cir.AsLoad(base.DefiningOp())
	return mb.section(info, pointerBased)
}

// storage returns the begin and end addresses of a member's storage in
// its struct: the pointer of a section through a pointer member, what it
// maps otherwise.
func (mb *mapBuilder) storage(info omp.MapInfoOp) (begin, end *ir.Value, err error) {
	if pp := info.VarPtrPtr(); pp != nil {
		return pp, cir.NewPtrStride(mb.b, pp, mb.intConst(1), mb.loc).Result(0), nil
	}
	return mb.extent(info)
}

// section returns the begin and end addresses of an array section. Bound
// k indexes dimension k of var_type (for a section through a pointer,
// bound 0 indexes the pointer and bound k dimension k-1); the element
// address is var_ptr decayed to the innermost dimension bounded, indexed
// by the row-major index of the first element, and the end is one past
// the last.
func (mb *mapBuilder) section(info omp.MapInfoOp, pointerBased bool) (begin, end *ir.Value, err error) {
	bounds := info.Bounds()
	// lens[k] is the length of dimension k (unknown for a pointer's).
	lens := make([]int64, len(bounds))
	elem := info.VarPtr()
	t := info.VarType()
	first := 0
	if pointerBased {
		first = 1
	}
	for k := first; k < len(bounds); k++ {
		at, ok := t.(cir.ArrayType)
		if !ok {
			return nil, nil, info.Errorf("%d array sections of a variable of type '%s' are not supported", len(bounds), ir.TypeString(info.VarType()))
		}
		lens[k] = at.Len
		elem = cir.NewCast(mb.b, cir.CastArrayToPtrDecay, elem, cir.PtrTo(at.Elem), mb.loc).Result(0)
		t = at.Elem
	}
	var lo, hi *ir.Value
	for k, bv := range bounds {
		bo, ok := omp.AsMapBounds(bv.DefiningOp())
		if !ok {
			return nil, nil, info.Errorf("a bound is not the result of an omp.map.bounds")
		}
		lower, upper := bo.LowerBound(), bo.UpperBound()
		if lower == nil || upper == nil {
			return nil, nil, info.Errorf("array sections need their lower and upper bounds")
		}
		stride := int64(1)
		for _, n := range lens[k+1:] {
			stride *= n
		}
		lo = mb.accumulate(lo, mb.toIndex(lower), stride)
		hi = mb.accumulate(hi, mb.toIndex(upper), stride)
	}
	begin = cir.NewPtrStride(mb.b, elem, lo, mb.loc).Result(0)
	end = cir.NewPtrStride(mb.b, elem, cir.NewBinOp(mb.b, cir.BinAdd, hi, mb.intConst(1), mb.loc).Result(0), mb.loc).Result(0)
	return begin, end, nil
}

// accumulate returns sum + v*stride (v*stride when sum is nil), in cir's
// 64-bit signed integers.
func (mb *mapBuilder) accumulate(sum, v *ir.Value, stride int64) *ir.Value {
	if stride != 1 {
		v = cir.NewBinOp(mb.b, cir.BinMul, v, mb.intConst(stride), mb.loc).Result(0)
	}
	if sum == nil {
		return v
	}
	return cir.NewBinOp(mb.b, cir.BinAdd, sum, v, mb.loc).Result(0)
}

// toIndex converts a bound (a builtin integer) to a cir 64-bit signed
// integer, looking through the cast the front end wraps cir values in.
func (mb *mapBuilder) toIndex(v *ir.Value) *ir.Value {
	if c := v.DefiningOp(); c != nil && c.Is(builtin.UnrealizedConversionCastOpName) && c.NumOperands() == 1 &&
		c.Operand(0).Type() == ir.Type(cir.S64) {
		return c.Operand(0)
	}
	return builtin.NewUnrealizedConversionCast(mb.b, []*ir.Value{v}, []ir.Type{cir.S64}, mb.loc).Result(0)
}

func (mb *mapBuilder) intConst(v int64) *ir.Value { return cir.NewIntConst(mb.b, cir.S64, v, mb.loc) }

// byteSize returns the size in bytes of n objects at p, as i64: the
// distance from p to &p[n]. Computing it in the IR keeps the pass free of
// a target's type layout.
func (mb *mapBuilder) byteSize(p, n *ir.Value) *ir.Value {
	return mb.distance(p, cir.NewPtrStride(mb.b, p, n, mb.loc).Result(0))
}

// distance returns end - begin in bytes, as i64.
func (mb *mapBuilder) distance(begin, end *ir.Value) *ir.Value {
	b := cir.NewCast(mb.b, cir.CastPtrToInt, begin, cir.S64, mb.loc).Result(0)
	e := cir.NewCast(mb.b, cir.CastPtrToInt, end, cir.S64, mb.loc).Result(0)
	d := cir.NewBinOp(mb.b, cir.BinSub, e, b, mb.loc).Result(0)
	return builtin.NewUnrealizedConversionCast(mb.b, []*ir.Value{d}, []ir.Type{ir.I64}, mb.loc).Result(0)
}
