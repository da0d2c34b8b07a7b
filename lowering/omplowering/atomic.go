package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// emitAtomic lowers omp.atomic.read, write, update and capture to LLVM atomic
// instructions. MLIR 16's llvm.load and llvm.store carry no ordering, so
// an atomic read is `atomicrmw or x, 0` on an integer of the value's
// width and a write is `atomicrmw xchg`; an update whose region is one
// integer add, sub, and, or, xor, min or max (or a float add or sub) of
// the old value and a value from outside is one atomicrmw; any other
// update is a compare-and-swap loop.
func emitAtomic(e *Emitter, _ []dsl.Value) error {
	if e.Outlined() {
		return e.Errorf("an atomic construct cannot be outlined")
	}
	a, ok := omp.AsAtomic(e.Construct)
	if !ok {
		return e.Errorf("emit atomic applies to the atomic constructs")
	}
	e.bodyDone = true
	ordering := memoryOrdering(a.MemoryOrder())
	loc := a.Loc()
	switch {
	case a.Is(omp.AtomicReadOpName):
		t := a.ElementType()
		if t == nil {
			return e.Errorf("omp.atomic.read needs its element type")
		}
		v, err := atomicLoad(e, a.X(), t, ordering)
		if err != nil {
			return err
		}
		llvm.NewStore(e.B, v, a.V(), 0, false, loc)
	case a.Is(omp.AtomicWriteOpName):
		expr := a.Expr()
		if !isAtomicScalar(expr.Type()) {
			return e.Errorf("cannot write a %s atomically", ir.TypeString(expr.Type()))
		}
		llvm.NewAtomicRMW(e.B, llvm.AtomicXchg, a.X(), expr, ordering, loc)
	case a.Is(omp.AtomicUpdateOpName):
		_, _, err := atomicUpdate(e, a, ordering, false)
		return err
	case a.Is(omp.AtomicCaptureOpName):
		return atomicCapture(e, a, ordering)
	default:
		return e.Errorf("'%s' is not supported yet", a.Name())
	}
	return nil
}

// isAtomicScalar reports whether t fits an atomic instruction.
func isAtomicScalar(t ir.Type) bool {
	switch t.(type) {
	case ir.IntegerType, ir.FloatType, llvm.PointerType:
		return true
	}
	return false
}

// asInt returns the integer type of t's width, for atomics on bits.
func asInt(t ir.Type) (ir.IntegerType, bool) {
	switch t := t.(type) {
	case ir.IntegerType:
		return t, true
	case llvm.PointerType:
		return ir.IntType(64), true
	case ir.FloatType:
		s, _, ok := sizeAlign(t)
		return ir.IntType(uint32(s * 8)), ok
	}
	return ir.IntegerType{}, false
}

// fromInt converts the bits v (an integer) to t.
func fromInt(e *Emitter, v *ir.Value, t ir.Type, loc ir.Location) *ir.Value {
	switch t.(type) {
	case ir.IntegerType:
		return v
	case llvm.PointerType:
		return llvm.NewCast(e.B, llvm.IntToPtrOpName, v, t, loc).Result(0)
	}
	return llvm.NewCast(e.B, llvm.BitcastOpName, v, t, loc).Result(0)
}

// toInt converts v to the integer of its width.
func toInt(e *Emitter, v *ir.Value, it ir.IntegerType, loc ir.Location) *ir.Value {
	switch v.Type().(type) {
	case ir.IntegerType:
		return v
	case llvm.PointerType:
		return llvm.NewCast(e.B, llvm.PtrToIntOpName, v, it, loc).Result(0)
	}
	return llvm.NewCast(e.B, llvm.BitcastOpName, v, it, loc).Result(0)
}

// atomicLoad reads the t at x atomically.
func atomicLoad(e *Emitter, x *ir.Value, t ir.Type, ordering llvm.AtomicOrdering) (*ir.Value, error) {
	it, ok := asInt(t)
	if !ok {
		return nil, e.Errorf("cannot read a %s atomically", ir.TypeString(t))
	}
	loc := e.Construct.Loc()
	zero := llvm.NewIntConstant(e.B, it, 0, loc)
	bits := llvm.NewAtomicRMW(e.B, llvm.AtomicOr, x, zero, ordering, loc).Result(0)
	return fromInt(e, bits, t, loc), nil
}

// rmwOp returns the atomicrmw operation that does the binary op name,
// and whether the old value may be either operand.
func rmwOp(name string) (op llvm.AtomicBinOp, commutative, ok bool) {
	switch name {
	case llvm.AddOpName:
		return llvm.AtomicAdd, true, true
	case llvm.SubOpName:
		return llvm.AtomicSub, false, true
	case llvm.AndOpName:
		return llvm.AtomicAnd, true, true
	case llvm.OrOpName:
		return llvm.AtomicOr, true, true
	case llvm.XorOpName:
		return llvm.AtomicXor, true, true
	case llvm.FAddOpName:
		return llvm.AtomicFAdd, true, true
	case llvm.FSubOpName:
		return llvm.AtomicFSub, false, true
	case llvm.SMaxOpName:
		return llvm.AtomicMax, true, true
	case llvm.SMinOpName:
		return llvm.AtomicMin, true, true
	case llvm.UMaxOpName:
		return llvm.AtomicUMax, true, true
	case llvm.UMinOpName:
		return llvm.AtomicUMin, true, true
	}
	return 0, false, false
}

// atomicCapture lowers omp.atomic.capture, whose region holds two atomic
// ops on one x: a read then an update or a write (v gets the old value),
// or an update then a read (v gets the new value).
func atomicCapture(e *Emitter, a omp.AtomicOp, ordering llvm.AtomicOrdering) error {
	var inner []omp.AtomicOp
	for _, op := range opsOf(a.Region(0).First()) {
		if at, ok := omp.AsAtomic(op); ok {
			inner = append(inner, at)
		}
	}
	if len(inner) != 2 {
		return e.Errorf("omp.atomic.capture must hold two atomic operations, not %d", len(inner))
	}
	first, second := inner[0], inner[1]
	if o := first.MemoryOrder(); o != "" && a.MemoryOrder() == "" {
		ordering = memoryOrdering(o)
	}
	loc := a.Loc()
	switch {
	case first.Is(omp.AtomicReadOpName) && second.Is(omp.AtomicUpdateOpName):
		old, _, err := atomicUpdate(e, second, ordering, false)
		if err != nil {
			return err
		}
		llvm.NewStore(e.B, old, first.V(), 0, false, loc)
	case first.Is(omp.AtomicUpdateOpName) && second.Is(omp.AtomicReadOpName):
		_, updated, err := atomicUpdate(e, first, ordering, true)
		if err != nil {
			return err
		}
		llvm.NewStore(e.B, updated, second.V(), 0, false, loc)
	case first.Is(omp.AtomicReadOpName) && second.Is(omp.AtomicWriteOpName):
		expr := second.Expr()
		if !isAtomicScalar(expr.Type()) {
			return e.Errorf("cannot write a %s atomically", ir.TypeString(expr.Type()))
		}
		old := llvm.NewAtomicRMW(e.B, llvm.AtomicXchg, second.X(), expr, ordering, loc).Result(0)
		llvm.NewStore(e.B, old, first.V(), 0, false, loc)
	default:
		return e.Errorf("omp.atomic.capture of '%s' then '%s' is not a capture form (read then update or write, or update then read)", first.Name(), second.Name())
	}
	return nil
}

// atomicUpdate lowers omp.atomic.update and returns the value x held
// before the update and, when wantUpdated (a capture of the new value),
// the value it stored.
func atomicUpdate(e *Emitter, a omp.AtomicOp, ordering llvm.AtomicOrdering, wantUpdated bool) (old, updated *ir.Value, err error) {
	region := a.Region(0)
	if region.NumBlocks() != 1 {
		return nil, nil, e.Errorf("an atomic update region of more than one block is not supported")
	}
	blk := region.First()
	arg := blk.Argument(0)
	loc := a.Loc()
	// One op: old op operand → atomicrmw.
	ops := opsOf(blk)
	if len(ops) == 2 && ops[1].Is(omp.YieldOpName) && ops[1].NumOperands() == 1 && ops[1].Operand(0) == ops[0].Result(0) && ops[0].NumOperands() == 2 {
		bin := ops[0]
		if rmw, commutative, ok := rmwOp(bin.Name()); ok {
			var other *ir.Value
			switch {
			case bin.Operand(0) == arg && !definedIn(bin.Operand(1), region):
				other = bin.Operand(1)
			case commutative && bin.Operand(1) == arg && !definedIn(bin.Operand(0), region):
				other = bin.Operand(0)
			}
			if other != nil {
				old := llvm.NewAtomicRMW(e.B, rmw, a.X(), other, ordering, loc).Result(0)
				if !wantUpdated {
					return old, nil, nil
				}
				m := ir.NewMapping()
				m.Map(arg, old)
				return old, e.B.Clone(bin, m).Result(0), nil
			}
		}
	}
	// A compare-and-swap loop on the bits of the value.
	t := arg.Type()
	it, ok := asInt(t)
	if !ok {
		return nil, nil, e.Errorf("cannot update a %s atomically", ir.TypeString(t))
	}
	// cmpxchg's failure ordering cannot release.
	failure := ordering
	switch ordering {
	case llvm.Release:
		failure = llvm.Monotonic
	case llvm.AcqRel:
		failure = llvm.Acquire
	}
	zero := llvm.NewIntConstant(e.B, it, 0, loc)
	first := llvm.NewAtomicRMW(e.B, llvm.AtomicOr, a.X(), zero, llvm.Monotonic, loc).Result(0)
	head, cont := e.SplitBlock()
	loop := ir.NewBlock([]ir.Type{it}, []ir.Location{loc})
	head.Parent().InsertBefore(cont, loop)
	e.B.SetInsertionPointToEnd(head)
	llvm.NewBr(e.B, loop, []*ir.Value{first}, loc)
	e.B.SetInsertionPointToEnd(loop)
	cur := fromInt(e, loop.Argument(0), t, loc)
	m := ir.NewMapping()
	m.Map(arg, cur)
	var next *ir.Value
	for _, op := range ops {
		if op.Is(omp.YieldOpName) {
			next = m.LookupOrSelf(op.Operand(0))
			break
		}
		e.B.Clone(op, m)
	}
	if next == nil {
		return nil, nil, e.Errorf("the atomic update region yields no value")
	}
	pair := llvm.NewCmpXchg(e.B, a.X(), loop.Argument(0), toInt(e, next, it, loc), ordering, failure, loc).Result(0)
	seen := llvm.NewExtractValue(e.B, pair, []int64{0}, it, loc).Result(0)
	ok1 := llvm.NewExtractValue(e.B, pair, []int64{1}, ir.I1, loc).Result(0)
	llvm.NewCondBr(e.B, ok1, cont, nil, loop, []*ir.Value{seen}, loc)
	e.B.SetInsertionPointBefore(e.anchorOp())
	// The loop block is cont's only predecessor: its values dominate.
	return cur, next, nil
}
