package llvm

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// The engine's plan of a function's body, made before its ops compile
// (when interp.Compiler.Optimize allows): which ops fold into their only
// user, and which allocas live in frame slots instead of memory. At -O0
// the llvm dialect is mostly loads and stores of allocas and address
// arithmetic whose only use is the next load; the plan makes those cost
// no instruction of their own.
//
// An alloca is kept in a slot (a local variable) when its address is used
// only as the address of non-atomic, non-volatile loads and stores of its
// one scalar type, all in the function's body region itself (not in a
// nested region: an omp.parallel or omp.task body runs in other frames,
// from a snapshot, and must share the variable through memory). Nothing
// else can then reach its memory, so a load is a read of the slot and a
// store a write. The alloca still reserves its stack bytes (stack use and
// limit, and the other variables' addresses, are unchanged), reads before
// any store give 0 as the fresh memory of an alloca does, and an alloca
// executed again keeps its value as its memory would.
//
// Within a block, a load of a variable becomes no instruction at all
// when the variable is not written between the load and the load's last
// use: the load's value is the variable's slot. A store becomes none when
// the value stored is made by a one-instruction op of the same block
// whose only use is the store, and the variable is neither read nor
// written between the two: that op then writes the variable's slot.
type plan struct {
	vars    map[*ir.Operation]*localVar // allocas kept in slots
	elided  map[*ir.Operation]bool      // ops folded into their only user
	aliased map[*ir.Operation]bool      // loads of a variable whose value is its slot
	fwd     map[*ir.Operation]bool      // stores whose value's op writes the variable
}

type localVar struct {
	slot int32
	ti   *interp.TypeInfo
}

type planKey struct{}

// planOf returns the plan of the function being compiled, made on the
// first use.
func planOf(c *interp.Compiler) *plan {
	return c.Local(planKey{}, func() any { return makePlan(c) }).(*plan)
}

// soleUser returns the only user of v when it is in block b.
func soleUser(v *ir.Value, b *ir.Block) (*ir.Operation, int) {
	if !v.HasOneUse() {
		return nil, 0
	}
	for u := range v.Uses() {
		if u.Owner().Block() == b {
			return u.Owner(), u.Index()
		}
	}
	return nil, 0
}

func atomicOrVolatile(op *ir.Operation) bool {
	if o, ok := op.Attr(OrderingAttr).(ir.IntegerAttr); ok && o.Int64() != 0 {
		return true
	}
	return op.Attr(VolatileAttr) != nil
}

func sameLayout(a, b *interp.TypeInfo) bool {
	return a.Class == b.Class && a.Bits == b.Bits && a.Size == b.Size
}

// gepIndex is a dynamic index of a getelementptr: the value (the
// operand of a folded sext), its width, signed, and its scale.
type gepIndex struct {
	v     *ir.Value
	bits  int
	scale int64
}

// gepShape returns a getelementptr's base, dynamic indices and constant
// offset, with the sexts and the getelementptr of its base folded into it
// looked through.
func gepShape(c *interp.Compiler, op *ir.Operation, p *plan) (*ir.Value, []gepIndex, int64, error) {
	g := GEPOp{op}
	base := g.Base()
	var dyn []gepIndex
	var off int64
	if d := base.DefiningOp(); d != nil && d.Is(GEPOpName) && p.elided[d] {
		var err error
		if base, dyn, off, err = gepShape(c, d, p); err != nil {
			return nil, nil, 0, err
		}
	}
	ti, err := c.Info(g.ElemType())
	if err != nil {
		return nil, nil, 0, err
	}
	for i, idx := range g.Indices() {
		var scale int64
		var next *interp.TypeInfo
		if i == 0 {
			scale, next = ti.Size, ti
		} else if ti.Elem != nil {
			scale, next = ti.Elem.Size, ti.Elem
		} else {
			if idx.Value != nil {
				return nil, nil, 0, c.Errorf("dynamic index into a struct")
			}
			et, o, ok := ti.Element(int64(idx.Const))
			if !ok {
				return nil, nil, 0, c.Errorf("struct index %d out of range", idx.Const)
			}
			off += o
			ti = et
			continue
		}
		if idx.Value != nil {
			v := idx.Value
			if d := v.DefiningOp(); d != nil && p.elided[d] {
				v = d.Operand(0)
			}
			it, err := c.Info(v.Type())
			if err != nil {
				return nil, nil, 0, err
			}
			dyn = append(dyn, gepIndex{v, it.Bits, scale})
		} else {
			off += int64(idx.Const) * scale
		}
		ti = next
	}
	return base, dyn, off, nil
}

// twoIndices reports whether an access of indices a and b and offset off
// is an interp.IndexedAccess of two indices.
func twoIndices(a, b gepIndex, off int64) bool {
	return a.bits == b.bits && interp.CanIndex2(a.bits, a.scale, b.scale, off)
}

// forwardable reports whether op compiles to one instruction that reads
// its operands before it writes its result, so that its result may be
// written to a variable's slot directly.
func forwardable(op *ir.Operation, p *plan) bool {
	switch op.Name() {
	case AddOpName, SubOpName, MulOpName, UDivOpName, SDivOpName, URemOpName, SRemOpName,
		AndOpName, OrOpName, XorOpName, ShlOpName, LShrOpName, AShrOpName,
		FAddOpName, FSubOpName, FMulOpName, FDivOpName, FNegOpName,
		ICmpOpName, FCmpOpName, SelectOpName,
		TruncOpName, ZExtOpName, SExtOpName, FPTruncOpName, "llvm.fpext",
		"llvm.fptosi", "llvm.fptoui", "llvm.sitofp", "llvm.uitofp":
		return !p.elided[op]
	case LoadOpName:
		d := op.Operand(0).DefiningOp()
		return !atomicOrVolatile(op) && (d == nil || p.vars[d] == nil)
	}
	return false
}

func makePlan(c *interp.Compiler) *plan {
	body := c.Body()
	if !c.Optimize() || body == nil {
		return &plan{}
	}
	p := &plan{vars: map[*ir.Operation]*localVar{}, elided: map[*ir.Operation]bool{},
		aliased: map[*ir.Operation]bool{}, fwd: map[*ir.Operation]bool{}}
	pos := map[*ir.Operation]int{}
	for _, b := range body.Blocks() {
		i := 0
		for op := range b.Ops() {
			pos[op] = i
			i++
		}
	}
	// Folds into the only user: a sext into the getelementptr it indexes
	// (which sign-extends anyway), a getelementptr of at most one dynamic
	// index into the load or store it addresses, an icmp into the
	// cond_br on it.
	for _, b := range body.Blocks() {
		for op := range b.Ops() {
			if op.Name() != SExtOpName || op.NumOperands() != 1 {
				continue
			}
			u, i := soleUser(op.Result(0), b)
			if u == nil || !u.Is(GEPOpName) || i == 0 {
				continue
			}
			if ti, err := c.Info(op.Operand(0).Type()); err == nil && ti.Class == interp.Int {
				p.elided[op] = true
			}
		}
	}
	for _, b := range body.Blocks() {
		for op := range b.Ops() {
			switch op.Name() {
			case GEPOpName:
				u, i := soleUser(op.Result(0), b)
				if u == nil || atomicOrVolatile(u) {
					continue
				}
				_, dyn, off, err := gepShape(c, op, p)
				if err != nil {
					continue
				}
				var vt *ir.Value
				switch {
				case u.Is(LoadOpName) && i == 0:
					vt = u.Result(0)
				case u.Is(StoreOpName) && i == 1:
					vt = u.Operand(0)
				case u.Is(GEPOpName) && i == 0:
					// The base of a getelementptr of one dynamic index
					// (a row, then a column).
					_, dyn2, off2, err := gepShape(c, u, p)
					if err == nil && len(dyn) == 1 && len(dyn2) == 1 && twoIndices(dyn[0], dyn2[0], off+off2) {
						p.elided[op] = true
					}
					continue
				default:
					continue
				}
				ti, err := c.Info(vt.Type())
				if err != nil || !interp.CanIndex(ti, 0) {
					continue
				}
				switch len(dyn) {
				case 0:
				case 1:
					if !interp.CanIndex(ti, dyn[0].scale) {
						continue
					}
				case 2:
					if !twoIndices(dyn[0], dyn[1], off) {
						continue
					}
				default:
					continue
				}
				p.elided[op] = true
			case FMulOpName:
				u, _ := soleUser(op.Result(0), b)
				if u == nil || !u.Is(FAddOpName) || u.Operand(0) == u.Operand(1) {
					continue
				}
				// Only one of two fmuls added together folds: the
				// fadd takes the other's value from its slot.
				other := u.Operand(0)
				if other == op.Result(0) {
					other = u.Operand(1)
				}
				if d := other.DefiningOp(); d != nil && p.elided[d] {
					continue
				}
				if ti, err := c.Info(op.Result(0).Type()); err == nil && ti.Class == interp.F64 {
					p.elided[op] = true
				}
			case ICmpOpName:
				u, i := soleUser(op.Result(0), b)
				if u == nil || !u.Is(CondBrOpName) || i != 0 {
					continue
				}
				if ti, err := c.Info(op.Operand(0).Type()); err == nil && (ti.Class == interp.Int || ti.Class == interp.Ptr) {
					p.elided[op] = true
				}
			}
		}
	}
	// readPos is where the instruction that reads an operand of op runs:
	// op's position, or that of the user it is folded into.
	var readPos func(op *ir.Operation) int
	readPos = func(op *ir.Operation) int {
		if p.elided[op] {
			if u, _ := soleUser(op.Result(0), op.Block()); u != nil {
				return readPos(u)
			}
		}
		return pos[op]
	}
	for _, b := range body.Blocks() {
		for op := range b.Ops() {
			if op.Is(AllocaOpName) {
				p.local(c, op, body, pos, readPos)
			}
		}
	}
	return p
}

// local keeps the alloca op in a slot when only loads and stores of its
// type in body use it, and plans its loads and stores.
func (p *plan) local(c *interp.Compiler, op *ir.Operation, body *ir.Region, pos map[*ir.Operation]int, readPos func(*ir.Operation) int) {
	a := AllocaOp{op}
	d := a.ArraySize().DefiningOp()
	if d == nil || !d.Is(ConstantOpName) {
		return
	}
	if n, ok := d.Attr(ValueAttr).(ir.IntegerAttr); !ok || n.Int64() != 1 {
		return
	}
	ti, err := c.Info(a.ElemType())
	if err != nil || !(ti.Class == interp.Int || ti.Class == interp.F32 || ti.Class == interp.F64 || ti.Class == interp.Ptr) ||
		!(ti.Size == 1 || ti.Size == 2 || ti.Size == 4 || ti.Size == 8) {
		return
	}
	addr := op.Result(0)
	var loads, stores []*ir.Operation
	for u := range addr.Uses() {
		o := u.Owner()
		if o.ParentRegion() != body || atomicOrVolatile(o) {
			return
		}
		var vt *ir.Value
		switch {
		case o.Is(LoadOpName) && u.Index() == 0:
			vt = o.Result(0)
			loads = append(loads, o)
		case o.Is(StoreOpName) && u.Index() == 1 && o.Operand(0) != addr:
			vt = o.Operand(0)
			stores = append(stores, o)
		default:
			return
		}
		if vi, err := c.Info(vt.Type()); err != nil || !sameLayout(vi, ti) {
			return
		}
	}
	v := &localVar{slot: c.NewSlot(), ti: ti}
	p.vars[op] = v
	// Reads of the variable by position in each block: its loads and the
	// uses of their values (any of which may be the slot itself).
	reads := map[*ir.Block][]int{}
	for _, l := range loads {
		b := l.Block()
		reads[b] = append(reads[b], pos[l])
		for u := range l.Result(0).Users() {
			if u.Block() == b {
				reads[b] = append(reads[b], readPos(u))
			}
		}
	}
	storesAt := map[*ir.Block][]int{}
	for _, s := range stores {
		storesAt[s.Block()] = append(storesAt[s.Block()], pos[s])
	}
	within := func(ps []int, lo, hi int) bool {
		for _, x := range ps {
			if lo < x && x < hi {
				return true
			}
		}
		return false
	}
	// Where each block's stores write the variable.
	writes := map[*ir.Block][]int{}
	for _, s := range stores {
		b, at := s.Block(), pos[s]
		val := s.Operand(0)
		if w := val.DefiningOp(); w != nil && w.Block() == b && val.HasOneUse() && forwardable(w, p) {
			if pw := pos[w]; !within(reads[b], pw, at) && !within(storesAt[b], pw, at) && c.Alias(val, v.slot) {
				p.fwd[s] = true
				at = pw
			}
		}
		writes[b] = append(writes[b], at)
	}
	for _, l := range loads {
		b := l.Block()
		last, ok := pos[l], true
		for u := range l.Result(0).Users() {
			if u.Block() != b {
				ok = false
				break
			}
			last = max(last, readPos(u))
		}
		if ok && !within(writes[b], pos[l], last) && c.Alias(l.Result(0), v.slot) {
			p.aliased[l] = true
		}
	}
}
