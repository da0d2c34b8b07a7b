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
//
// Each has a model of OpTranslator, listed in translators: one generic
// model for the binary ops and one for the casts, parameterized by the
// llir constructor they call; one per kind of constant; the branches
// share one; the rest are FuncBuilder methods (opFunc). The models of the
// ops that have constant counterparts also fold them in a global's
// initializer region (constantFolder, constants.go).

// translators are the models of the llvm dialect's ops, by name: what
// Extension attaches, and what modelOf falls back on for the ops the
// dialect does not define yet (mlir.poison, freeze, the vector element
// ops). The intrinsics, llvm.intr.*, share intrinsicOp.
var translators = map[string]OpTranslator{
	llvm.AddOpName:  binary((*llir.Block).NewAdd),
	llvm.SubOpName:  binary((*llir.Block).NewSub),
	llvm.MulOpName:  binary((*llir.Block).NewMul),
	llvm.UDivOpName: binary((*llir.Block).NewUDiv),
	llvm.SDivOpName: binary((*llir.Block).NewSDiv),
	llvm.URemOpName: binary((*llir.Block).NewURem),
	llvm.SRemOpName: binary((*llir.Block).NewSRem),
	llvm.AndOpName:  binary((*llir.Block).NewAnd),
	llvm.OrOpName:   binary((*llir.Block).NewOr),
	llvm.XorOpName:  binary((*llir.Block).NewXor),
	llvm.ShlOpName:  binary((*llir.Block).NewShl),
	llvm.LShrOpName: binary((*llir.Block).NewLShr),
	llvm.AShrOpName: binary((*llir.Block).NewAShr),
	llvm.FAddOpName: binary((*llir.Block).NewFAdd),
	llvm.FSubOpName: binary((*llir.Block).NewFSub),
	llvm.FMulOpName: binary((*llir.Block).NewFMul),
	llvm.FDivOpName: binary((*llir.Block).NewFDiv),
	llvm.FRemOpName: binary((*llir.Block).NewFRem),

	llvm.TruncOpName:         cast((*llir.Block).NewTrunc, foldWith(constant.NewTrunc)),
	llvm.ZExtOpName:          cast((*llir.Block).NewZExt, foldWith(constant.NewZExt)),
	llvm.SExtOpName:          cast((*llir.Block).NewSExt, foldWith(constant.NewSExt)),
	llvm.FPTruncOpName:       cast((*llir.Block).NewFPTrunc, nil),
	llvm.FPExtOpName:         cast((*llir.Block).NewFPExt, nil),
	llvm.FPToUIOpName:        cast((*llir.Block).NewFPToUI, nil),
	llvm.FPToSIOpName:        cast((*llir.Block).NewFPToSI, nil),
	llvm.UIToFPOpName:        cast((*llir.Block).NewUIToFP, nil),
	llvm.SIToFPOpName:        cast((*llir.Block).NewSIToFP, nil),
	llvm.PtrToIntOpName:      cast((*llir.Block).NewPtrToInt, foldWith(constant.NewPtrToInt)),
	llvm.IntToPtrOpName:      cast((*llir.Block).NewIntToPtr, foldWith(constant.NewIntToPtr)),
	llvm.AddrSpaceCastOpName: castOp[*llir.InstAddrSpaceCast]{build: (*llir.Block).NewAddrSpaceCast, fold: foldWith(constant.NewAddrSpaceCast), check: checkAddrSpaceCast},
	// Between two pointers, a bitcast of opaque pointers is no
	// instruction at all.
	llvm.BitcastOpName: castOp[*llir.InstBitCast]{build: (*llir.Block).NewBitCast, fold: castConstant, elide: true, check: checkBitcast},

	llvm.FNegOpName:   opFunc((*FuncBuilder).fneg),
	llvm.ICmpOpName:   opFunc((*FuncBuilder).icmp),
	llvm.FCmpOpName:   opFunc((*FuncBuilder).fcmp),
	llvm.SelectOpName: opFunc((*FuncBuilder).selectOp),
	llvm.FreezeOpName: opFunc((*FuncBuilder).freeze),
	llvm.VaArgOpName:  opFunc((*FuncBuilder).vaArg),

	llvm.ConstantOpName:  constantOp((*translator).valueConstant),
	llvm.UndefOpName:     constantOp(undefConstant),
	llvm.PoisonOpName:    constantOp(poisonConstant),
	llvm.NullOpName:      constantOp(nullConstant),
	llvm.ZeroOpName:      constantOp(zeroConstant),
	llvm.AddressOfOpName: addressOfOp{},

	llvm.AllocaOpName:    opFunc((*FuncBuilder).alloca),
	llvm.LoadOpName:      opFunc((*FuncBuilder).load),
	llvm.StoreOpName:     opFunc((*FuncBuilder).store),
	llvm.GEPOpName:       gepOp{},
	llvm.AtomicRMWOpName: opFunc((*FuncBuilder).atomicRMW),
	llvm.CmpXchgOpName:   opFunc((*FuncBuilder).cmpxchg),
	llvm.FenceOpName:     opFunc((*FuncBuilder).fence),

	llvm.InsertValueOpName:    insertValueOp{},
	llvm.ExtractValueOpName:   opFunc((*FuncBuilder).extractValue),
	llvm.ExtractElementOpName: valuesOp(func(b *llir.Block, vs []value.Value) value.Value { return b.NewExtractElement(vs[0], vs[1]) }),
	llvm.InsertElementOpName:  valuesOp(func(b *llir.Block, vs []value.Value) value.Value { return b.NewInsertElement(vs[0], vs[1], vs[2]) }),

	llvm.CallOpName:        opFunc((*FuncBuilder).call),
	llvm.ReturnOpName:      opFunc((*FuncBuilder).ret),
	llvm.BrOpName:          branchOp(brKind),
	llvm.CondBrOpName:      branchOp(condBrKind),
	llvm.SwitchOpName:      branchOp(switchKind),
	llvm.UnreachableOpName: opFunc((*FuncBuilder).unreachable),
}

// opFunc is a model that is a function of the builder and the op; the
// order of its parameters is a method expression's, (*FuncBuilder).load.
type opFunc func(s *FuncBuilder, op *ir.Operation) error

func (f opFunc) TranslateOp(op *ir.Operation, s *FuncBuilder) error { return f(s, op) }

// valuesOp is an instruction of all of op's operands.
type valuesOp func(b *llir.Block, vs []value.Value) value.Value

func (build valuesOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	vs, err := s.Values(op, op.Operands())
	if err != nil {
		return err
	}
	return s.Define(op, build(s.cur, vs))
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
func (s *FuncBuilder) translateOp(op *ir.Operation) error {
	if m, ok := modelOf[OpTranslator](op); ok {
		return m.TranslateOp(op, s)
	}
	return unsupportedOp(op)
}

func (s *FuncBuilder) fneg(op *ir.Operation) error {
	x, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	inst := s.cur.NewFNeg(x)
	if inst.FastMathFlags, err = fastmathOf(op); err != nil {
		return err
	}
	return s.Define(op, inst)
}

func (s *FuncBuilder) freeze(op *ir.Operation) error {
	x, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	inst := llir.NewInstFreeze(x)
	s.cur.Insts = append(s.cur.Insts, inst)
	return s.Define(op, inst)
}

func (s *FuncBuilder) vaArg(op *ir.Operation) error {
	ap, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	t, err := s.ResultType(op)
	if err != nil {
		return err
	}
	inst := llir.NewVAArg(ap, t)
	s.cur.Insts = append(s.cur.Insts, inst)
	return s.Define(op, inst)
}

// selectOp translates llvm.select, whose vector condition LLVM 14 takes
// between vectors of as many elements only.
func (s *FuncBuilder) selectOp(op *ir.Operation) error {
	vs, err := s.Values(op, op.Operands())
	if err != nil {
		return err
	}
	if len(vs) != 3 {
		return Errorf(op, "expected 3 operands, not %d", len(vs))
	}
	if err := checkSelect(vs[0].Type(), vs[1].Type()); err != nil {
		return Errorf(op, "%v", err)
	}
	return s.Define(op, s.cur.NewSelect(vs[0], vs[1], vs[2]))
}

func (s *FuncBuilder) fence(op *ir.Operation) error {
	ordering, err := orderingAttr(op, "ordering")
	if err != nil {
		return err
	}
	if err := checkFenceOrdering(ordering); err != nil {
		return Errorf(op, "%v", err)
	}
	inst := s.cur.NewFence(ordering)
	inst.SyncScope, err = stringAttr(op, "syncscope")
	return err
}

func (s *FuncBuilder) ret(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		s.cur.NewRet(nil)
		return nil
	}
	x, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	if !x.Type().Equal(s.f.Sig.RetType) {
		return Errorf(op, "returns %s from a function returning %s", x.Type(), s.f.Sig.RetType)
	}
	s.cur.NewRet(x)
	return nil
}

func (s *FuncBuilder) unreachable(*ir.Operation) error {
	s.cur.NewUnreachable()
	return nil
}

// ResultType returns the LLVM type of op's single result.
func (s *FuncBuilder) ResultType(op *ir.Operation) (types.Type, error) {
	if op.NumResults() != 1 {
		return nil, Errorf(op, "expected one result, not %d", op.NumResults())
	}
	t, err := s.t.types.convert(op.Result(0).Type())
	if err != nil {
		return nil, Errorf(op, "%v", err)
	}
	return t, nil
}

// Define records v as the value of op's single result, after checking
// that the instruction built has the type the op says (a pointer may be
// more precise than i8*).
func (s *FuncBuilder) Define(op *ir.Operation, v value.Value) error {
	want, err := s.ResultType(op)
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
		return Errorf(op, "the result is %s in LLVM IR, but the op says %s", got, want)
	}
	s.values[op.Result(0)] = v
	return nil
}

// binaryOp is a two-operand instruction, built by an llir constructor
// such as (*llir.Block).NewAdd; it carries the op's overflow or fast-math
// flags.
type binaryOp[I value.Value] func(b *llir.Block, x, y value.Value) I

// binary returns the model of the binary op build makes.
func binary[I value.Value](build func(b *llir.Block, x, y value.Value) I) OpTranslator {
	return binaryOp[I](build)
}

func (build binaryOp[I]) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	if op.NumOperands() != 2 {
		return Errorf(op, "expected 2 operands, not %d", op.NumOperands())
	}
	vs, err := s.Values(op, op.Operands())
	if err != nil {
		return err
	}
	if !vs[0].Type().Equal(vs[1].Type()) {
		return Errorf(op, "operands of types %s and %s differ", vs[0].Type(), vs[1].Type())
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
	switch inst := any(inst).(type) {
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
			return Errorf(op, "overflow flags apply to add, sub, mul and shl only")
		}
	}
	return s.Define(op, inst)
}

// overflowOf returns the nsw/nuw flags of op's overflowFlags.
func overflowOf(op *ir.Operation) ([]enum.OverflowFlag, error) {
	a := op.Attr("overflowFlags")
	if a == nil {
		return nil, nil
	}
	o, ok := a.(llvm.OverflowAttr)
	if !ok {
		return nil, Errorf(op, "unknown overflow flags %s", ir.AttrString(a))
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
		return nil, Errorf(op, "unknown fast-math flags %s", ir.AttrString(a))
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

// compareOperands returns the operands and the predicate of a comparison,
// one of n predicates of the kind named.
func (s *FuncBuilder) compareOperands(op *ir.Operation, n int, kind string) ([]value.Value, int64, error) {
	if op.NumOperands() != 2 {
		return nil, 0, Errorf(op, "expected 2 operands, not %d", op.NumOperands())
	}
	vs, err := s.Values(op, op.Operands())
	if err != nil {
		return nil, 0, err
	}
	pred, ok, err := intAttr(op, "predicate")
	if err != nil {
		return nil, 0, err
	}
	if !ok {
		return nil, 0, Errorf(op, "the 'predicate' attribute is missing")
	}
	if pred < 0 || pred >= int64(n) {
		return nil, 0, Errorf(op, "unknown %s predicate %d", kind, pred)
	}
	return vs, pred, nil
}

func (s *FuncBuilder) icmp(op *ir.Operation) error {
	vs, pred, err := s.compareOperands(op, len(icmpPredicates), "integer")
	if err != nil {
		return err
	}
	return s.Define(op, s.cur.NewICmp(icmpPredicates[pred], vs[0], vs[1]))
}

func (s *FuncBuilder) fcmp(op *ir.Operation) error {
	vs, pred, err := s.compareOperands(op, len(fcmpPredicates), "floating-point")
	if err != nil {
		return err
	}
	inst := s.cur.NewFCmp(fcmpPredicates[pred], vs[0], vs[1])
	if inst.FastMathFlags, err = fastmathOf(op); err != nil {
		return err
	}
	return s.Define(op, inst)
}

// castOp is a conversion instruction, built by an llir constructor such as
// (*llir.Block).NewTrunc. fold makes its constant counterpart, for a
// global's initializer; nil when LLVM has none strata folds.
type castOp[I value.Value] struct {
	build func(b *llir.Block, x value.Value, to types.Type) I
	fold  func(x constant.Constant, to types.Type) constant.Constant
	// elide makes a cast between equal types no instruction.
	elide bool
	// check, when set, reports a cast LLVM 14 refuses (llvm14.go).
	check func(from, to types.Type) error
}

// cast returns the model of the cast build makes.
func cast[I value.Value](build func(b *llir.Block, x value.Value, to types.Type) I, fold func(constant.Constant, types.Type) constant.Constant) OpTranslator {
	return castOp[I]{build: build, fold: fold}
}

// foldWith adapts an llir constant constructor, such as constant.NewTrunc,
// to castOp.fold.
func foldWith[E constant.Constant](build func(x constant.Constant, to types.Type) E) func(constant.Constant, types.Type) constant.Constant {
	return func(x constant.Constant, to types.Type) constant.Constant { return build(x, to) }
}

func (c castOp[I]) foldConstant(f *initializer, op *ir.Operation, rt types.Type) (constant.Constant, error) {
	if c.fold == nil {
		return nil, errNotFoldable(op)
	}
	x, err := f.operand(op, 0)
	if err != nil {
		return nil, err
	}
	return c.fold(x, rt), nil
}

func (c castOp[I]) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	if op.NumOperands() != 1 {
		return Errorf(op, "expected 1 operand, not %d", op.NumOperands())
	}
	x, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	to, err := s.ResultType(op)
	if err != nil {
		return err
	}
	if c.elide && x.Type().Equal(to) {
		s.values[op.Result(0)] = x
		return nil
	}
	if c.check != nil {
		if err := c.check(x.Type(), to); err != nil {
			return Errorf(op, "%v", err)
		}
	}
	return s.Define(op, c.build(s.cur, x, to))
}

// alignOf returns op's alignment attribute, 0 when it has none.
func alignOf(op *ir.Operation) (llir.Align, error) {
	a, _, err := intAttr(op, "alignment")
	if err != nil {
		return 0, err
	}
	if err := checkAlign(a); err != nil {
		return 0, Errorf(op, "%v", err)
	}
	return llir.Align(a), nil
}

// maxAlign is the largest alignment LLVM 14 reads (beyond it: "huge
// alignments are not supported yet").
const maxAlign = 1 << 32

// checkAlign reports an alignment LLVM 14's IR reader rejects: one that is
// not a power of two (MLIR 16 verifies that of globals only), or over
// maxAlign. 0 is none.
func checkAlign(a int64) error {
	switch {
	case a < 0:
		return fmt.Errorf("negative alignment %d", a)
	case a != 0 && a&(a-1) != 0:
		return fmt.Errorf("alignment %d is not a power of two, which LLVM requires", a)
	case a > maxAlign:
		return fmt.Errorf("alignment %d is over LLVM 14's limit of %d", a, int64(maxAlign))
	}
	return nil
}

func (s *FuncBuilder) alloca(op *ir.Operation) error {
	ty, err := typeAttr(op, "elem_type")
	if err != nil {
		return err
	}
	elem, err := s.t.types.convert(ty)
	if err != nil {
		return Errorf(op, "%v", err)
	}
	if err := checkSized(elem, "an alloca"); err != nil {
		return Errorf(op, "%v", err)
	}
	if op.NumOperands() != 1 {
		return Errorf(op, "expected 1 operand, not %d", op.NumOperands())
	}
	count, err := s.Value(op, op.Operand(0))
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
	return s.Define(op, inst)
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
		return 0, Errorf(op, "the '%s' attribute is missing", name)
	}
	switch v {
	case 1, 2, 4, 5, 6, 7:
		return enum.AtomicOrdering(v), nil
	}
	return 0, Errorf(op, "unknown atomic ordering %d", v)
}

func (s *FuncBuilder) load(op *ir.Operation) error {
	rt, err := s.ResultType(op)
	if err != nil {
		return err
	}
	src, err := s.TypedPtr(op, op.Operand(0), rt)
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
	return s.Define(op, inst)
}

func (s *FuncBuilder) store(op *ir.Operation) error {
	if op.NumOperands() != 2 {
		return Errorf(op, "expected 2 operands, not %d", op.NumOperands())
	}
	v, err := s.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	dst, err := s.TypedPtr(op, op.Operand(1), v.Type())
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
		return g, Errorf(op, "%v", err)
	}
	if err := checkSized(g.elem, "the element type of a getelementptr"); err != nil {
		return g, Errorf(op, "%v", err)
	}
	raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if !ok {
		return g, Errorf(op, "the 'rawConstantIndices' attribute is missing or not an array<i32>")
	}
	next := 1
	for _, c := range raw.Int64s() {
		if c == llvm.DynamicIndex {
			if next >= op.NumOperands() {
				return g, Errorf(op, "more dynamic indices than index operands")
			}
			g.indices = append(g.indices, gepIndex{operand: next})
			next++
			continue
		}
		g.indices = append(g.indices, gepIndex{operand: -1, constant: c})
	}
	if next != op.NumOperands() {
		return g, Errorf(op, "%d index operands for %d dynamic indices", op.NumOperands()-1, next-1)
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

// gepOp is getelementptr, which has a constant counterpart.
type gepOp struct{}

func (gepOp) foldConstant(f *initializer, op *ir.Operation, _ types.Type) (constant.Constant, error) {
	return f.t.constantGEP(op, f.values)
}

func (gepOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
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
		if indices[i], err = s.Value(op, op.Operand(idx.operand)); err != nil {
			return err
		}
		if _, isInt := indices[i].Type().(*types.IntType); !isInt {
			return Errorf(op, "index #%d is %s, not an integer", i, indices[i].Type())
		}
	}
	if len(indices) == 0 {
		return Errorf(op, "a getelementptr needs at least one index")
	}
	if _, err := indexedType(g.elem, indices); err != nil {
		return Errorf(op, "%v", err)
	}
	base, err := s.TypedPtr(op, op.Operand(0), g.elem)
	if err != nil {
		return err
	}
	inst := s.cur.NewGetElementPtr(g.elem, base, indices...)
	inst.InBounds = g.inbounds
	return s.Define(op, inst)
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
				return nil, Errorf(op, "position %s is not a list of integers", ir.AttrString(a))
			}
			pos = append(pos, n.Int64())
		}
		return pos, nil
	}
	return nil, Errorf(op, "the 'position' attribute is missing")
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

// aggregateOperands returns the operands of an insertvalue or
// extractvalue and its position, checked against the aggregate's type.
func (s *FuncBuilder) aggregateOperands(op *ir.Operation) ([]value.Value, []uint64, error) {
	pos, err := positionAttr(op)
	if err != nil {
		return nil, nil, err
	}
	if len(pos) == 0 {
		return nil, nil, Errorf(op, "the position is empty")
	}
	vs, err := s.Values(op, op.Operands())
	if err != nil {
		return nil, nil, err
	}
	if err := checkPosition(vs[0].Type(), pos); err != nil {
		return nil, nil, Errorf(op, "%v", err)
	}
	idx := make([]uint64, len(pos))
	for i, p := range pos {
		idx[i] = uint64(p)
	}
	return vs, idx, nil
}

func (s *FuncBuilder) extractValue(op *ir.Operation) error {
	vs, idx, err := s.aggregateOperands(op)
	if err != nil {
		return err
	}
	return s.Define(op, s.cur.NewExtractValue(vs[0], idx...))
}

// insertValueOp is insertvalue, which has a constant counterpart.
type insertValueOp struct{}

func (insertValueOp) foldConstant(f *initializer, op *ir.Operation, _ types.Type) (constant.Constant, error) {
	agg, err := f.operand(op, 0)
	if err != nil {
		return nil, err
	}
	v, err := f.operand(op, 1)
	if err != nil {
		return nil, err
	}
	pos, err := positionAttr(op)
	if err != nil {
		return nil, err
	}
	c, err := insertConstant(agg, v, pos)
	if err != nil {
		return nil, Errorf(op, "%v", err)
	}
	return c, nil
}

func (insertValueOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	vs, idx, err := s.aggregateOperands(op)
	if err != nil {
		return err
	}
	if len(vs) != 2 {
		return Errorf(op, "expected 2 operands, not %d", len(vs))
	}
	return s.Define(op, s.cur.NewInsertValue(vs[0], vs[1], idx...))
}

func (s *FuncBuilder) atomicRMW(op *ir.Operation) error {
	binOp, ok, err := intAttr(op, "bin_op")
	if err != nil {
		return err
	}
	if !ok || binOp < 0 || binOp >= int64(len(atomicOps)) {
		return Errorf(op, "unknown or missing atomic operation 'bin_op'")
	}
	ordering, err := orderingAttr(op, "ordering")
	if err != nil {
		return err
	}
	x, err := s.Value(op, op.Operand(1))
	if err != nil {
		return err
	}
	if err := checkAtomicRMW(atomicOps[binOp], x.Type()); err != nil {
		return Errorf(op, "%v", err)
	}
	dst, err := s.TypedPtr(op, op.Operand(0), x.Type())
	if err != nil {
		return err
	}
	inst := s.cur.NewAtomicRMW(atomicOps[binOp], dst, x, ordering)
	inst.Volatile = op.HasAttr("volatile_")
	if inst.SyncScope, err = stringAttr(op, "syncscope"); err != nil {
		return err
	}
	return s.Define(op, inst)
}

func (s *FuncBuilder) cmpxchg(op *ir.Operation) error {
	success, err := orderingAttr(op, "success_ordering")
	if err != nil {
		return err
	}
	failure, err := orderingAttr(op, "failure_ordering")
	if err != nil {
		return err
	}
	if op.NumOperands() != 3 {
		return Errorf(op, "expected 3 operands, not %d", op.NumOperands())
	}
	cmp, err := s.Value(op, op.Operand(1))
	if err != nil {
		return err
	}
	nv, err := s.Value(op, op.Operand(2))
	if err != nil {
		return err
	}
	ptr, err := s.TypedPtr(op, op.Operand(0), cmp.Type())
	if err != nil {
		return err
	}
	inst := s.cur.NewCmpXchg(ptr, cmp, nv, success, failure)
	inst.Weak = op.HasAttr("weak")
	inst.Volatile = op.HasAttr("volatile_")
	if inst.SyncScope, err = stringAttr(op, "syncscope"); err != nil {
		return err
	}
	return s.Define(op, inst)
}

// calleeType returns the function type an indirect call of op calls
// through: its var_callee_type or callee_type attribute (a variadic
// callee needs one), else the types of its arguments and result.
func (s *FuncBuilder) calleeType(op *ir.Operation) (*types.FuncType, error) {
	for _, name := range []string{"var_callee_type", "callee_type"} {
		if ta, ok := op.Attr(name).(ir.TypeAttr); ok {
			ft, ok := ta.Type.(llvm.FuncType)
			if !ok {
				return nil, Errorf(op, "'%s' is not an LLVM function type", name)
			}
			sig, err := s.t.types.convertFunc(ft)
			if err != nil {
				return nil, Errorf(op, "%v", err)
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
		return nil, Errorf(op, "%v", err)
	}
	return sig, nil
}

func (s *FuncBuilder) call(op *ir.Operation) error {
	var callee value.Value
	var sig *types.FuncType
	args := op.Operands()
	if ref, ok := op.Attr("callee").(ir.SymbolRefAttr); ok {
		f, ok := s.t.funcs[ref.Root()]
		if !ok {
			return Errorf(op, "no llvm.func is named '@%s'", ref.Root())
		}
		callee, sig = f, f.Sig
	} else {
		if len(args) == 0 {
			return Errorf(op, "an indirect call needs the callee as its first operand")
		}
		var err error
		if sig, err = s.calleeType(op); err != nil {
			return err
		}
		if callee, err = s.TypedPtr(op, args[0], sig); err != nil {
			return err
		}
		args = args[1:]
	}
	if len(args) < len(sig.Params) || (len(args) > len(sig.Params) && !sig.Variadic) {
		return Errorf(op, "%d arguments passed to a function of type %s", len(args), sig)
	}
	vs, err := s.Values(op, args)
	if err != nil {
		return err
	}
	for i, p := range sig.Params {
		if !vs[i].Type().Equal(p) {
			return Errorf(op, "argument #%d is %s; the callee takes %s", i, vs[i].Type(), p)
		}
	}
	inst := s.cur.NewCall(callee, vs...)
	// A callee outside address space 0 says its address space on the
	// call: LLVM 14 reads `call i32 %f(...)` as a call through address
	// space 0 and refuses a callee of another.
	if pt, ok := callee.Type().(*types.PointerType); ok && pt.AddrSpace != 0 {
		inst.AddrSpace = pt.AddrSpace
	}
	if isFloatLike(sig.RetType) {
		if inst.FastMathFlags, err = fastmathOf(op); err != nil {
			return err
		}
	}
	if op.NumResults() == 0 {
		if !sig.RetType.Equal(types.Void) {
			// LLVM allows ignoring a result, MLIR does not write it.
			return Errorf(op, "the call has no result, but the callee returns %s", sig.RetType)
		}
		return nil
	}
	return s.Define(op, inst)
}

// branchOp is the model of the branches; its value says which one.
type branchOp int

const (
	brKind branchOp = iota
	condBrKind
	switchKind
)

// successorArgs returns, per successor, the operands the branch op
// forwards to it.
func (kind branchOp) successorArgs(op *ir.Operation) ([][]*ir.Value, error) {
	if lists, ok := ir.SuccessorOperands(op); ok {
		return lists, nil
	}
	operands := op.Operands()
	segments := func(n int) ([]int64, error) {
		a, ok := op.Attr("operand_segment_sizes").(*ir.DenseArrayAttr)
		if !ok || a.Len() != n {
			return nil, Errorf(op, "the 'operand_segment_sizes' attribute is missing or malformed")
		}
		sum := int64(0)
		for _, v := range a.Int64s() {
			sum += v
		}
		if sum != int64(len(operands)) {
			return nil, Errorf(op, "'operand_segment_sizes' does not add up to the operands")
		}
		return a.Int64s(), nil
	}
	switch kind {
	case brKind:
		return [][]*ir.Value{operands}, nil
	case condBrKind:
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
			return nil, Errorf(op, "the 'case_operand_segments' attribute is missing or malformed")
		}
		for _, n := range a.Int64s() {
			if n < 0 || n > int64(len(rest)) {
				return nil, Errorf(op, "'case_operand_segments' does not add up to the operands")
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
	return nil, Errorf(op, "'case_values' is %s, not dense integers", ir.AttrString(op.Attr("case_values")))
}

func (kind branchOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	lists, err := kind.successorArgs(op)
	if err != nil {
		return err
	}
	if len(lists) != op.NumSuccessors() {
		return Errorf(op, "the operands do not match the successors")
	}
	targets := make([]*llir.Block, len(lists))
	for i, dest := range op.Successors() {
		if targets[i], err = s.BranchTarget(op, dest, lists[i]); err != nil {
			return err
		}
	}
	var md *llir.Metadata
	switch kind {
	case brKind:
		term := s.cur.NewBr(targets[0])
		md = &term.Metadata
	case condBrKind:
		cond, err := s.Value(op, op.Operand(0))
		if err != nil {
			return err
		}
		term := s.cur.NewCondBr(cond, targets[0], targets[1])
		md = &term.Metadata
	default:
		flag, err := s.Value(op, op.Operand(0))
		if err != nil {
			return err
		}
		values, err := caseValues(op)
		if err != nil {
			return err
		}
		if len(values) != len(targets)-1 {
			return Errorf(op, "%d case values for %d case destinations", len(values), len(targets)-1)
		}
		cases := make([]*llir.Case, len(values))
		seen := map[string]bool{}
		for i, v := range values {
			iv, ok := v.(ir.IntegerAttr)
			if !ok {
				return Errorf(op, "case value %s is not an integer", ir.AttrString(v))
			}
			c, err := intConstant(iv, flag.Type())
			if err != nil {
				return Errorf(op, "%v", err)
			}
			// LLVM 14's reader refuses a case value given twice.
			k := caseKey(c)
			if seen[k] {
				return Errorf(op, "case value %s repeats an earlier case of type %s; LLVM 14 refuses a switch with a duplicate case value", iv.Big(), flag.Type())
			}
			seen[k] = true
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
