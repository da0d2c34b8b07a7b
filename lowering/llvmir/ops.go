package llvmir

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// The operations translated, by their generic names (MLIR 16's):
//
//	arithmetic   add sub mul udiv sdiv urem srem and or xor shl lshr ashr
//	             fadd fsub fmul fdiv frem fneg (overflowFlags, fastmathFlags)
//	comparison   icmp fcmp select freeze
//	casts        trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp
//	             ptrtoint inttoptr bitcast addrspacecast
//	memory       alloca load store getelementptr atomicrmw cmpxchg fence
//	aggregates   insertvalue extractvalue extractelement insertelement
//	constants    mlir.constant mlir.undef mlir.poison mlir.null mlir.zero
//	             mlir.addressof
//	calls        call (direct, indirect, variadic), intr.* (intrinsics.go)
//	control      return br cond_br switch unreachable

// binaryOps builds the two-operand instructions.
var binaryOps = map[string]func(b *llir.Block, x, y value.Value) value.Value{
	"llvm.add":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewAdd(x, y) },
	"llvm.sub":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewSub(x, y) },
	"llvm.mul":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewMul(x, y) },
	"llvm.udiv": func(b *llir.Block, x, y value.Value) value.Value { return b.NewUDiv(x, y) },
	"llvm.sdiv": func(b *llir.Block, x, y value.Value) value.Value { return b.NewSDiv(x, y) },
	"llvm.urem": func(b *llir.Block, x, y value.Value) value.Value { return b.NewURem(x, y) },
	"llvm.srem": func(b *llir.Block, x, y value.Value) value.Value { return b.NewSRem(x, y) },
	"llvm.and":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewAnd(x, y) },
	"llvm.or":   func(b *llir.Block, x, y value.Value) value.Value { return b.NewOr(x, y) },
	"llvm.xor":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewXor(x, y) },
	"llvm.shl":  func(b *llir.Block, x, y value.Value) value.Value { return b.NewShl(x, y) },
	"llvm.lshr": func(b *llir.Block, x, y value.Value) value.Value { return b.NewLShr(x, y) },
	"llvm.ashr": func(b *llir.Block, x, y value.Value) value.Value { return b.NewAShr(x, y) },
	"llvm.fadd": func(b *llir.Block, x, y value.Value) value.Value { return b.NewFAdd(x, y) },
	"llvm.fsub": func(b *llir.Block, x, y value.Value) value.Value { return b.NewFSub(x, y) },
	"llvm.fmul": func(b *llir.Block, x, y value.Value) value.Value { return b.NewFMul(x, y) },
	"llvm.fdiv": func(b *llir.Block, x, y value.Value) value.Value { return b.NewFDiv(x, y) },
	"llvm.frem": func(b *llir.Block, x, y value.Value) value.Value { return b.NewFRem(x, y) },
}

// castOps builds the conversion instructions.
var castOps = map[string]func(b *llir.Block, x value.Value, to types.Type) value.Value{
	"llvm.trunc":         func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewTrunc(x, to) },
	"llvm.zext":          func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewZExt(x, to) },
	"llvm.sext":          func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewSExt(x, to) },
	"llvm.fptrunc":       func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewFPTrunc(x, to) },
	"llvm.fpext":         func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewFPExt(x, to) },
	"llvm.fptoui":        func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewFPToUI(x, to) },
	"llvm.fptosi":        func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewFPToSI(x, to) },
	"llvm.uitofp":        func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewUIToFP(x, to) },
	"llvm.sitofp":        func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewSIToFP(x, to) },
	"llvm.ptrtoint":      func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewPtrToInt(x, to) },
	"llvm.inttoptr":      func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewIntToPtr(x, to) },
	"llvm.bitcast":       func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewBitCast(x, to) },
	"llvm.addrspacecast": func(b *llir.Block, x value.Value, to types.Type) value.Value { return b.NewAddrSpaceCast(x, to) },
}

// icmpPredicates and fcmpPredicates are indexed by MLIR's numbering.
var icmpPredicates = [...]enum.IPred{
	llvm.ICmpEQ: enum.IPredEQ, llvm.ICmpNE: enum.IPredNE,
	llvm.ICmpSLT: enum.IPredSLT, llvm.ICmpSLE: enum.IPredSLE, llvm.ICmpSGT: enum.IPredSGT, llvm.ICmpSGE: enum.IPredSGE,
	llvm.ICmpULT: enum.IPredULT, llvm.ICmpULE: enum.IPredULE, llvm.ICmpUGT: enum.IPredUGT, llvm.ICmpUGE: enum.IPredUGE,
}

var fcmpPredicates = [...]enum.FPred{
	llvm.FCmpFalse: enum.FPredFalse, llvm.FCmpOEQ: enum.FPredOEQ, llvm.FCmpOGT: enum.FPredOGT, llvm.FCmpOGE: enum.FPredOGE,
	llvm.FCmpOLT: enum.FPredOLT, llvm.FCmpOLE: enum.FPredOLE, llvm.FCmpONE: enum.FPredONE, llvm.FCmpORD: enum.FPredORD,
	llvm.FCmpUEQ: enum.FPredUEQ, llvm.FCmpUGT: enum.FPredUGT, llvm.FCmpUGE: enum.FPredUGE, llvm.FCmpULT: enum.FPredULT,
	llvm.FCmpULE: enum.FPredULE, llvm.FCmpUNE: enum.FPredUNE, llvm.FCmpUNO: enum.FPredUNO, llvm.FCmpTrue: enum.FPredTrue,
}

// atomicOps is indexed by MLIR's AtomicBinOp numbering.
var atomicOps = [...]enum.AtomicOp{
	enum.AtomicOpXChg, enum.AtomicOpAdd, enum.AtomicOpSub, enum.AtomicOpAnd, enum.AtomicOpNAnd,
	enum.AtomicOpOr, enum.AtomicOpXor, enum.AtomicOpMax, enum.AtomicOpMin, enum.AtomicOpUMax,
	enum.AtomicOpUMin, enum.AtomicOpFAdd, enum.AtomicOpFSub,
}

// translateOp appends the translation of op to the current block.
func (s *funcState) translateOp(op *ir.Operation) error {
	name := op.Name()
	if build, ok := binaryOps[name]; ok {
		return s.binary(op, build)
	}
	if build, ok := castOps[name]; ok {
		return s.castOp(op, build)
	}
	if len(name) > len("llvm.intr.") && name[:len("llvm.intr.")] == "llvm.intr." {
		return s.intrinsic(op)
	}
	switch name {
	case "llvm.fneg":
		x, err := s.value(op, op.Operand(0))
		if err != nil {
			return err
		}
		inst := s.cur.NewFNeg(x)
		if inst.FastMathFlags, err = fastmathOf(op); err != nil {
			return err
		}
		return s.define(op, inst)
	case "llvm.icmp", "llvm.fcmp":
		return s.compare(op)
	case "llvm.select":
		vs, err := s.operands(op, op.Operands())
		if err != nil {
			return err
		}
		return s.define(op, s.cur.NewSelect(vs[0], vs[1], vs[2]))
	case "llvm.freeze":
		x, err := s.value(op, op.Operand(0))
		if err != nil {
			return err
		}
		inst := llir.NewInstFreeze(x)
		s.cur.Insts = append(s.cur.Insts, inst)
		return s.define(op, inst)
	case "llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.null", "llvm.mlir.zero":
		rt, err := s.resultType(op)
		if err != nil {
			return err
		}
		c, err := s.t.simpleConstant(op, rt)
		if err != nil {
			return err
		}
		s.values[op.Result(0)] = c
		return nil
	case "llvm.mlir.addressof":
		c, err := s.t.addressOf(op)
		if err != nil {
			return err
		}
		// Kept with its precise type: loads, stores and calls through it
		// need no cast.
		s.values[op.Result(0)] = c
		return nil
	case "llvm.alloca":
		return s.alloca(op)
	case "llvm.load":
		return s.load(op)
	case "llvm.store":
		return s.store(op)
	case "llvm.getelementptr":
		return s.gep(op)
	case "llvm.insertvalue", "llvm.extractvalue":
		return s.aggregate(op)
	case "llvm.extractelement":
		vs, err := s.operands(op, op.Operands())
		if err != nil {
			return err
		}
		return s.define(op, s.cur.NewExtractElement(vs[0], vs[1]))
	case "llvm.insertelement":
		vs, err := s.operands(op, op.Operands())
		if err != nil {
			return err
		}
		return s.define(op, s.cur.NewInsertElement(vs[0], vs[1], vs[2]))
	case "llvm.atomicrmw":
		return s.atomicRMW(op)
	case "llvm.cmpxchg":
		return s.cmpxchg(op)
	case "llvm.fence":
		ordering, err := orderingAttr(op, "ordering")
		if err != nil {
			return err
		}
		inst := s.cur.NewFence(ordering)
		inst.SyncScope, err = stringAttr(op, "syncscope")
		return err
	case "llvm.call":
		return s.call(op)
	case "llvm.return":
		if op.NumOperands() == 0 {
			s.cur.NewRet(nil)
			return nil
		}
		x, err := s.value(op, op.Operand(0))
		if err != nil {
			return err
		}
		if !x.Type().Equal(s.f.Sig.RetType) {
			return cannotTranslate(op, "returns %s from a function returning %s", x.Type(), s.f.Sig.RetType)
		}
		s.cur.NewRet(x)
		return nil
	case "llvm.br", "llvm.cond_br", "llvm.switch":
		return s.branch(op)
	case "llvm.unreachable":
		s.cur.NewUnreachable()
		return nil
	}
	return unsupportedOp(op)
}

// resultType returns the LLVM type of op's single result.
func (s *funcState) resultType(op *ir.Operation) (types.Type, error) {
	if op.NumResults() != 1 {
		return nil, cannotTranslate(op, "expected one result, not %d", op.NumResults())
	}
	t, err := s.t.types.convert(op.Result(0).Type())
	if err != nil {
		return nil, cannotTranslate(op, "%v", err)
	}
	return t, nil
}

// define records v as the value of op's single result, after checking
// that the instruction built has the type the op says (a pointer may be
// more precise than i8*).
func (s *funcState) define(op *ir.Operation, v value.Value) error {
	want, err := s.resultType(op)
	if err != nil {
		return err
	}
	got := v.Type()
	if wp, ok := want.(*types.PointerType); ok {
		if gp, ok := got.(*types.PointerType); ok && gp.AddrSpace == wp.AddrSpace {
			s.values[op.Result(0)] = v
			return nil
		}
	}
	if !got.Equal(want) {
		return cannotTranslate(op, "the result is %s in LLVM IR, but the op says %s", got, want)
	}
	s.values[op.Result(0)] = v
	return nil
}

func (s *funcState) binary(op *ir.Operation, build func(b *llir.Block, x, y value.Value) value.Value) error {
	if op.NumOperands() != 2 {
		return cannotTranslate(op, "expected 2 operands, not %d", op.NumOperands())
	}
	vs, err := s.operands(op, op.Operands())
	if err != nil {
		return err
	}
	if !vs[0].Type().Equal(vs[1].Type()) {
		return cannotTranslate(op, "operands of types %s and %s differ", vs[0].Type(), vs[1].Type())
	}
	inst := build(s.cur, vs[0], vs[1])
	overflow, err := overflowOf(op)
	if err != nil {
		return err
	}
	fmf, err := fastmathOf(op)
	if err != nil {
		return err
	}
	switch inst := inst.(type) {
	case *llir.InstAdd:
		inst.OverflowFlags = overflow
	case *llir.InstSub:
		inst.OverflowFlags = overflow
	case *llir.InstMul:
		inst.OverflowFlags = overflow
	case *llir.InstShl:
		inst.OverflowFlags = overflow
	case *llir.InstFAdd:
		inst.FastMathFlags = fmf
	case *llir.InstFSub:
		inst.FastMathFlags = fmf
	case *llir.InstFMul:
		inst.FastMathFlags = fmf
	case *llir.InstFDiv:
		inst.FastMathFlags = fmf
	case *llir.InstFRem:
		inst.FastMathFlags = fmf
	default:
		if len(overflow) > 0 {
			return cannotTranslate(op, "overflow flags apply to add, sub, mul and shl only")
		}
	}
	return s.define(op, inst)
}

// overflowOf returns the nsw/nuw flags of op's overflowFlags.
func overflowOf(op *ir.Operation) ([]enum.OverflowFlag, error) {
	a := op.Attr("overflowFlags")
	if a == nil {
		return nil, nil
	}
	o, ok := a.(llvm.OverflowAttr)
	if !ok {
		return nil, cannotTranslate(op, "unknown overflow flags %s", ir.AttrString(a))
	}
	var flags []enum.OverflowFlag
	if o.Flags&llvm.OverflowNUW != 0 {
		flags = append(flags, enum.OverflowFlagNUW)
	}
	if o.Flags&llvm.OverflowNSW != 0 {
		flags = append(flags, enum.OverflowFlagNSW)
	}
	return flags, nil
}

// fastmathOf returns the fast-math flags of op's fastmathFlags.
func fastmathOf(op *ir.Operation) ([]enum.FastMathFlag, error) {
	a := op.Attr("fastmathFlags")
	if a == nil {
		return nil, nil
	}
	f, ok := a.(llvm.FastmathAttr)
	if !ok {
		return nil, cannotTranslate(op, "unknown fast-math flags %s", ir.AttrString(a))
	}
	if f.Flags == llvm.FastmathFast {
		return []enum.FastMathFlag{enum.FastMathFlagFast}, nil
	}
	var flags []enum.FastMathFlag
	for _, m := range []struct {
		bit  llvm.FastmathFlags
		flag enum.FastMathFlag
	}{
		{llvm.FastmathReassoc, enum.FastMathFlagReassoc},
		{llvm.FastmathNNaN, enum.FastMathFlagNNaN},
		{llvm.FastmathNInf, enum.FastMathFlagNInf},
		{llvm.FastmathNSZ, enum.FastMathFlagNSZ},
		{llvm.FastmathARcp, enum.FastMathFlagARcp},
		{llvm.FastmathContract, enum.FastMathFlagContract},
		{llvm.FastmathAFN, enum.FastMathFlagAFn},
	} {
		if f.Flags&m.bit != 0 {
			flags = append(flags, m.flag)
		}
	}
	return flags, nil
}

func (s *funcState) compare(op *ir.Operation) error {
	if op.NumOperands() != 2 {
		return cannotTranslate(op, "expected 2 operands, not %d", op.NumOperands())
	}
	vs, err := s.operands(op, op.Operands())
	if err != nil {
		return err
	}
	pred, ok, err := intAttr(op, "predicate")
	if err != nil {
		return err
	}
	if !ok {
		return cannotTranslate(op, "the 'predicate' attribute is missing")
	}
	if op.Name() == "llvm.icmp" {
		if pred < 0 || pred >= int64(len(icmpPredicates)) {
			return cannotTranslate(op, "unknown integer predicate %d", pred)
		}
		return s.define(op, s.cur.NewICmp(icmpPredicates[pred], vs[0], vs[1]))
	}
	if pred < 0 || pred >= int64(len(fcmpPredicates)) {
		return cannotTranslate(op, "unknown floating-point predicate %d", pred)
	}
	inst := s.cur.NewFCmp(fcmpPredicates[pred], vs[0], vs[1])
	if inst.FastMathFlags, err = fastmathOf(op); err != nil {
		return err
	}
	return s.define(op, inst)
}

func (s *funcState) castOp(op *ir.Operation, build func(b *llir.Block, x value.Value, to types.Type) value.Value) error {
	if op.NumOperands() != 1 {
		return cannotTranslate(op, "expected 1 operand, not %d", op.NumOperands())
	}
	x, err := s.value(op, op.Operand(0))
	if err != nil {
		return err
	}
	to, err := s.resultType(op)
	if err != nil {
		return err
	}
	if op.Name() == "llvm.bitcast" {
		// Between two pointers, a bitcast of opaque pointers is no
		// instruction at all.
		if x.Type().Equal(to) {
			s.values[op.Result(0)] = x
			return nil
		}
	}
	return s.define(op, build(s.cur, x, to))
}

// alignOf returns op's alignment attribute, 0 when it has none.
func alignOf(op *ir.Operation) (llir.Align, error) {
	a, _, err := intAttr(op, "alignment")
	if err == nil && a < 0 {
		err = cannotTranslate(op, "negative alignment %d", a)
	}
	return llir.Align(a), err
}

func (s *funcState) alloca(op *ir.Operation) error {
	ty, err := typeAttr(op, "elem_type")
	if err != nil {
		return err
	}
	elem, err := s.t.types.convert(ty)
	if err != nil {
		return cannotTranslate(op, "%v", err)
	}
	if op.NumOperands() != 1 {
		return cannotTranslate(op, "expected 1 operand, not %d", op.NumOperands())
	}
	count, err := s.value(op, op.Operand(0))
	if err != nil {
		return err
	}
	inst := s.cur.NewAlloca(elem)
	// One element is LLVM's default; say nothing, as Clang does.
	if c, ok := count.(*constant.Int); !ok || c.X.Int64() != 1 {
		inst.NElems = count
	}
	if inst.Align, err = alignOf(op); err != nil {
		return err
	}
	if pt, ok := op.Result(0).Type().(llvm.PointerType); ok && pt.AddressSpace != 0 {
		inst.AddrSpace = types.AddrSpace(pt.AddressSpace)
		inst.Typ = nil
		inst.Type()
	}
	return s.define(op, inst)
}

// atomicOrderings maps MLIR's AtomicOrdering numbers, which are LLVM's.
// atomicAccess reads the atomic ordering and sync scope of a load or
// store: an access is atomic when its `ordering` is not not_atomic (0).
func atomicAccess(op *ir.Operation) (atomic bool, ordering enum.AtomicOrdering, scope string, err error) {
	if v, _, _ := intAttr(op, "ordering"); v == 0 {
		return false, 0, "", nil
	}
	if ordering, err = orderingAttr(op, "ordering"); err != nil {
		return false, 0, "", err
	}
	if scope, err = stringAttr(op, "syncscope"); err != nil {
		return false, 0, "", err
	}
	return true, ordering, scope, nil
}

func orderingAttr(op *ir.Operation, name string) (enum.AtomicOrdering, error) {
	v, ok, err := intAttr(op, name)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, cannotTranslate(op, "the '%s' attribute is missing", name)
	}
	switch v {
	case 1, 2, 4, 5, 6, 7:
		return enum.AtomicOrdering(v), nil
	}
	return 0, cannotTranslate(op, "unknown atomic ordering %d", v)
}

func (s *funcState) load(op *ir.Operation) error {
	rt, err := s.resultType(op)
	if err != nil {
		return err
	}
	src, err := s.typedPtr(op, op.Operand(0), rt)
	if err != nil {
		return err
	}
	inst := s.cur.NewLoad(rt, src)
	inst.Volatile = op.HasAttr("volatile_")
	if inst.Align, err = alignOf(op); err != nil {
		return err
	}
	if inst.Atomic, inst.Ordering, inst.SyncScope, err = atomicAccess(op); err != nil {
		return err
	}
	if err := s.attachMemoryMetadata(op, &inst.Metadata); err != nil {
		return err
	}
	return s.define(op, inst)
}

func (s *funcState) store(op *ir.Operation) error {
	if op.NumOperands() != 2 {
		return cannotTranslate(op, "expected 2 operands, not %d", op.NumOperands())
	}
	v, err := s.value(op, op.Operand(0))
	if err != nil {
		return err
	}
	dst, err := s.typedPtr(op, op.Operand(1), v.Type())
	if err != nil {
		return err
	}
	inst := s.cur.NewStore(v, dst)
	inst.Volatile = op.HasAttr("volatile_")
	if inst.Align, err = alignOf(op); err != nil {
		return err
	}
	if inst.Atomic, inst.Ordering, inst.SyncScope, err = atomicAccess(op); err != nil {
		return err
	}
	return s.attachMemoryMetadata(op, &inst.Metadata)
}

// gepInfo is a getelementptr's element type and indices.
type gepInfo struct {
	elem     types.Type
	indices  []gepIndex
	inbounds bool
}

// gepIndex is a constant index, or (operand >= 0) the operand holding it.
type gepIndex struct {
	operand  int
	constant int64
}

func (t *translator) readGEP(op *ir.Operation) (gepInfo, error) {
	var g gepInfo
	ty, err := typeAttr(op, "elem_type")
	if err != nil {
		return g, err
	}
	if g.elem, err = t.types.convert(ty); err != nil {
		return g, cannotTranslate(op, "%v", err)
	}
	raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if !ok {
		return g, cannotTranslate(op, "the 'rawConstantIndices' attribute is missing or not an array<i32>")
	}
	next := 1
	for _, c := range raw.Int64s() {
		if c == llvm.DynamicIndex {
			if next >= op.NumOperands() {
				return g, cannotTranslate(op, "more dynamic indices than index operands")
			}
			g.indices = append(g.indices, gepIndex{operand: next})
			next++
			continue
		}
		g.indices = append(g.indices, gepIndex{operand: -1, constant: c})
	}
	if next != op.NumOperands() {
		return g, cannotTranslate(op, "%d index operands for %d dynamic indices", op.NumOperands()-1, next-1)
	}
	g.inbounds = op.HasAttr("inbounds")
	return g, nil
}

// indexedType returns the type a getelementptr over elem with indices
// addresses, or an error for an index LLVM would reject (a struct indexed
// by a variable or out of bounds, a scalar indexed).
func indexedType[V value.Value](elem types.Type, indices []V) (types.Type, error) {
	cur := elem
	for i, idx := range indices {
		if i == 0 {
			continue
		}
		switch t := cur.(type) {
		case *types.StructType:
			c, ok := value.Value(idx).(*constant.Int)
			if !ok {
				return nil, fmt.Errorf("index #%d into %s must be a constant", i, t)
			}
			n := c.X.Int64()
			if n < 0 || n >= int64(len(t.Fields)) {
				return nil, fmt.Errorf("index %d is out of bounds of %s", n, t)
			}
			cur = t.Fields[n]
		case *types.ArrayType:
			cur = t.ElemType
		case *types.VectorType:
			cur = t.ElemType
		default:
			return nil, fmt.Errorf("index #%d goes into %s, which is not an aggregate", i, cur)
		}
	}
	return cur, nil
}

func (s *funcState) gep(op *ir.Operation) error {
	g, err := s.t.readGEP(op)
	if err != nil {
		return err
	}
	indices := make([]value.Value, len(g.indices))
	for i, idx := range g.indices {
		if idx.operand < 0 {
			indices[i] = constant.NewInt(types.I32, idx.constant)
			continue
		}
		if indices[i], err = s.value(op, op.Operand(idx.operand)); err != nil {
			return err
		}
		if _, isInt := indices[i].Type().(*types.IntType); !isInt {
			return cannotTranslate(op, "index #%d is %s, not an integer", i, indices[i].Type())
		}
	}
	if len(indices) == 0 {
		return cannotTranslate(op, "a getelementptr needs at least one index")
	}
	if _, err := indexedType(g.elem, indices); err != nil {
		return cannotTranslate(op, "%v", err)
	}
	base, err := s.typedPtr(op, op.Operand(0), g.elem)
	if err != nil {
		return err
	}
	inst := s.cur.NewGetElementPtr(g.elem, base, indices...)
	inst.InBounds = g.inbounds
	return s.define(op, inst)
}

// positionAttr returns the position of an insertvalue or extractvalue.
func positionAttr(op *ir.Operation) ([]int64, error) {
	switch a := op.Attr("position").(type) {
	case *ir.DenseArrayAttr:
		return a.Int64s(), nil
	case *ir.ArrayAttr:
		var pos []int64
		for _, e := range a.Elems() {
			n, ok := e.(intValued)
			if !ok {
				return nil, cannotTranslate(op, "position %s is not a list of integers", ir.AttrString(a))
			}
			pos = append(pos, n.Int64())
		}
		return pos, nil
	}
	return nil, cannotTranslate(op, "the 'position' attribute is missing")
}

// checkPosition reports whether pos indexes into agg.
func checkPosition(agg types.Type, pos []int64) error {
	cur := agg
	for _, p := range pos {
		switch t := cur.(type) {
		case *types.StructType:
			if p < 0 || p >= int64(len(t.Fields)) {
				return fmt.Errorf("position %d is out of bounds of %s", p, t)
			}
			cur = t.Fields[p]
		case *types.ArrayType:
			if p < 0 || uint64(p) >= t.Len {
				return fmt.Errorf("position %d is out of bounds of %s", p, t)
			}
			cur = t.ElemType
		default:
			return fmt.Errorf("position %d goes into %s, which is not an aggregate", p, cur)
		}
	}
	return nil
}

func (s *funcState) aggregate(op *ir.Operation) error {
	pos, err := positionAttr(op)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cannotTranslate(op, "the position is empty")
	}
	vs, err := s.operands(op, op.Operands())
	if err != nil {
		return err
	}
	if err := checkPosition(vs[0].Type(), pos); err != nil {
		return cannotTranslate(op, "%v", err)
	}
	idx := make([]uint64, len(pos))
	for i, p := range pos {
		idx[i] = uint64(p)
	}
	if op.Name() == "llvm.extractvalue" {
		return s.define(op, s.cur.NewExtractValue(vs[0], idx...))
	}
	if len(vs) != 2 {
		return cannotTranslate(op, "expected 2 operands, not %d", len(vs))
	}
	return s.define(op, s.cur.NewInsertValue(vs[0], vs[1], idx...))
}

func (s *funcState) atomicRMW(op *ir.Operation) error {
	binOp, ok, err := intAttr(op, "bin_op")
	if err != nil {
		return err
	}
	if !ok || binOp < 0 || binOp >= int64(len(atomicOps)) {
		return cannotTranslate(op, "unknown or missing atomic operation 'bin_op'")
	}
	ordering, err := orderingAttr(op, "ordering")
	if err != nil {
		return err
	}
	x, err := s.value(op, op.Operand(1))
	if err != nil {
		return err
	}
	dst, err := s.typedPtr(op, op.Operand(0), x.Type())
	if err != nil {
		return err
	}
	inst := s.cur.NewAtomicRMW(atomicOps[binOp], dst, x, ordering)
	inst.Volatile = op.HasAttr("volatile_")
	if inst.SyncScope, err = stringAttr(op, "syncscope"); err != nil {
		return err
	}
	return s.define(op, inst)
}

func (s *funcState) cmpxchg(op *ir.Operation) error {
	success, err := orderingAttr(op, "success_ordering")
	if err != nil {
		return err
	}
	failure, err := orderingAttr(op, "failure_ordering")
	if err != nil {
		return err
	}
	if op.NumOperands() != 3 {
		return cannotTranslate(op, "expected 3 operands, not %d", op.NumOperands())
	}
	cmp, err := s.value(op, op.Operand(1))
	if err != nil {
		return err
	}
	nv, err := s.value(op, op.Operand(2))
	if err != nil {
		return err
	}
	ptr, err := s.typedPtr(op, op.Operand(0), cmp.Type())
	if err != nil {
		return err
	}
	inst := s.cur.NewCmpXchg(ptr, cmp, nv, success, failure)
	inst.Weak = op.HasAttr("weak")
	inst.Volatile = op.HasAttr("volatile_")
	if inst.SyncScope, err = stringAttr(op, "syncscope"); err != nil {
		return err
	}
	return s.define(op, inst)
}

// calleeType returns the function type an indirect call of op calls
// through: its var_callee_type or callee_type attribute (a variadic
// callee needs one), else the types of its arguments and result.
func (s *funcState) calleeType(op *ir.Operation) (*types.FuncType, error) {
	for _, name := range []string{"var_callee_type", "callee_type"} {
		if ta, ok := op.Attr(name).(ir.TypeAttr); ok {
			ft, ok := ta.Type.(llvm.FuncType)
			if !ok {
				return nil, cannotTranslate(op, "'%s' is not an LLVM function type", name)
			}
			sig, err := s.t.types.convertFunc(ft)
			if err != nil {
				return nil, cannotTranslate(op, "%v", err)
			}
			return sig, nil
		}
	}
	var result ir.Type = llvm.Void
	if op.NumResults() == 1 {
		result = op.Result(0).Type()
	}
	var params []ir.Type
	for _, v := range op.Operands()[1:] {
		params = append(params, v.Type())
	}
	sig, err := s.t.types.convertFunc(llvm.Func(op.Context(), result, params, false))
	if err != nil {
		return nil, cannotTranslate(op, "%v", err)
	}
	return sig, nil
}

func (s *funcState) call(op *ir.Operation) error {
	var callee value.Value
	var sig *types.FuncType
	args := op.Operands()
	if ref, ok := op.Attr("callee").(ir.SymbolRefAttr); ok {
		f, ok := s.t.funcs[ref.Root()]
		if !ok {
			return cannotTranslate(op, "no llvm.func is named '@%s'", ref.Root())
		}
		callee, sig = f, f.Sig
	} else {
		if len(args) == 0 {
			return cannotTranslate(op, "an indirect call needs the callee as its first operand")
		}
		var err error
		if sig, err = s.calleeType(op); err != nil {
			return err
		}
		if callee, err = s.typedPtr(op, args[0], sig); err != nil {
			return err
		}
		args = args[1:]
	}
	if len(args) < len(sig.Params) || (len(args) > len(sig.Params) && !sig.Variadic) {
		return cannotTranslate(op, "%d arguments passed to a function of type %s", len(args), sig)
	}
	vs, err := s.operands(op, args)
	if err != nil {
		return err
	}
	for i, p := range sig.Params {
		if !vs[i].Type().Equal(p) {
			return cannotTranslate(op, "argument #%d is %s; the callee takes %s", i, vs[i].Type(), p)
		}
	}
	inst := s.cur.NewCall(callee, vs...)
	if isFloatLike(sig.RetType) {
		if inst.FastMathFlags, err = fastmathOf(op); err != nil {
			return err
		}
	}
	if op.NumResults() == 0 {
		if !sig.RetType.Equal(types.Void) {
			// LLVM allows ignoring a result, MLIR does not write it.
			return cannotTranslate(op, "the call has no result, but the callee returns %s", sig.RetType)
		}
		return nil
	}
	return s.define(op, inst)
}

// successorArgs returns, per successor, the operands op forwards to it.
func successorArgs(op *ir.Operation) ([][]*ir.Value, error) {
	if lists, ok := ir.SuccessorOperands(op); ok {
		return lists, nil
	}
	operands := op.Operands()
	segments := func(n int) ([]int64, error) {
		a, ok := op.Attr("operand_segment_sizes").(*ir.DenseArrayAttr)
		if !ok || a.Len() != n {
			return nil, cannotTranslate(op, "the 'operand_segment_sizes' attribute is missing or malformed")
		}
		sum := int64(0)
		for _, v := range a.Int64s() {
			sum += v
		}
		if sum != int64(len(operands)) {
			return nil, cannotTranslate(op, "'operand_segment_sizes' does not add up to the operands")
		}
		return a.Int64s(), nil
	}
	switch op.Name() {
	case "llvm.br":
		return [][]*ir.Value{operands}, nil
	case "llvm.cond_br":
		seg, err := segments(3)
		if err != nil {
			return nil, err
		}
		return [][]*ir.Value{operands[1 : 1+seg[1]], operands[1+seg[1]:]}, nil
	}
	// llvm.switch: the flag, the default's operands, the cases' operands.
	seg, err := segments(3)
	if err != nil {
		return nil, err
	}
	lists := [][]*ir.Value{operands[1 : 1+seg[1]]}
	rest := operands[1+seg[1]:]
	cases := op.NumSuccessors() - 1
	if cases > 0 {
		a, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
		if !ok || a.Len() != cases {
			return nil, cannotTranslate(op, "the 'case_operand_segments' attribute is missing or malformed")
		}
		for _, n := range a.Int64s() {
			if n < 0 || n > int64(len(rest)) {
				return nil, cannotTranslate(op, "'case_operand_segments' does not add up to the operands")
			}
			lists = append(lists, rest[:n])
			rest = rest[n:]
		}
	}
	return lists, nil
}

// caseValues returns the case values of a switch.
func caseValues(op *ir.Operation) ([]ir.Attribute, error) {
	switch a := op.Attr("case_values").(type) {
	case nil:
		return nil, nil
	case *ir.DenseElementsAttr:
		vals := a.Values()
		n := op.NumSuccessors() - 1
		if a.IsSplat() && n > 0 {
			out := make([]ir.Attribute, n)
			for i := range out {
				out[i] = vals[0]
			}
			return out, nil
		}
		return vals, nil
	case *ir.DenseArrayAttr:
		var out []ir.Attribute
		for _, v := range a.Int64s() {
			out = append(out, ir.IntAttr(a.ElementType(), v))
		}
		return out, nil
	}
	return nil, cannotTranslate(op, "'case_values' is %s, not dense integers", ir.AttrString(op.Attr("case_values")))
}

func (s *funcState) branch(op *ir.Operation) error {
	lists, err := successorArgs(op)
	if err != nil {
		return err
	}
	if len(lists) != op.NumSuccessors() {
		return cannotTranslate(op, "the operands do not match the successors")
	}
	targets := make([]*llir.Block, len(lists))
	for i, dest := range op.Successors() {
		if targets[i], err = s.branchTo(op, dest, lists[i]); err != nil {
			return err
		}
	}
	var md *llir.Metadata
	switch op.Name() {
	case "llvm.br":
		term := s.cur.NewBr(targets[0])
		md = &term.Metadata
	case "llvm.cond_br":
		cond, err := s.value(op, op.Operand(0))
		if err != nil {
			return err
		}
		term := s.cur.NewCondBr(cond, targets[0], targets[1])
		md = &term.Metadata
	default:
		flag, err := s.value(op, op.Operand(0))
		if err != nil {
			return err
		}
		values, err := caseValues(op)
		if err != nil {
			return err
		}
		if len(values) != len(targets)-1 {
			return cannotTranslate(op, "%d case values for %d case destinations", len(values), len(targets)-1)
		}
		cases := make([]*llir.Case, len(values))
		for i, v := range values {
			iv, ok := v.(ir.IntegerAttr)
			if !ok {
				return cannotTranslate(op, "case value %s is not an integer", ir.AttrString(v))
			}
			c, err := intConstant(iv, flag.Type())
			if err != nil {
				return cannotTranslate(op, "%v", err)
			}
			cases[i] = llir.NewCase(c, targets[i+1])
		}
		term := s.cur.NewSwitch(flag, targets[0], cases...)
		md = &term.Metadata
	}
	if err := s.attachBranchWeights(op, md); err != nil {
		return err
	}
	return s.attachLoopMetadata(op, md)
}
