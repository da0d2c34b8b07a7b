package tollvm

import (
	"errors"
	"fmt"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// oneToOne is an arith op that becomes one llvm op with the same operands:
// the op it becomes, and whether that op carries fast-math flags.
type oneToOne struct {
	from, to string
	fastmath bool
}

// oneToOneOps lists the arith ops lowered op for op, as MLIR 16 lowers
// them (the min/max ops become LLVM intrinsics). It is data, the pairs of
// MLIR's VectorConvertToLLVMPattern<arith::AddIOp, LLVM::AddOp> list, from
// which ArithPatterns makes one pattern per op; the package comment says
// why it is no op interface.
func oneToOneOps() []oneToOne {
	return []oneToOne{
		{arith.AddIOpName, llvm.AddOpName, false},
		{arith.SubIOpName, llvm.SubOpName, false},
		{arith.MulIOpName, llvm.MulOpName, false},
		{arith.DivSIOpName, llvm.SDivOpName, false},
		{arith.DivUIOpName, llvm.UDivOpName, false},
		{arith.RemSIOpName, llvm.SRemOpName, false},
		{arith.RemUIOpName, llvm.URemOpName, false},
		{arith.AndIOpName, llvm.AndOpName, false},
		{arith.OrIOpName, llvm.OrOpName, false},
		{arith.XOrIOpName, llvm.XorOpName, false},
		{arith.ShLIOpName, llvm.ShlOpName, false},
		{arith.ShRSIOpName, llvm.AShrOpName, false},
		{arith.ShRUIOpName, llvm.LShrOpName, false},
		{arith.MaxSIOpName, llvm.SMaxOpName, false},
		{arith.MaxUIOpName, llvm.UMaxOpName, false},
		{arith.MinSIOpName, llvm.SMinOpName, false},
		{arith.MinUIOpName, llvm.UMinOpName, false},
		{arith.AddFOpName, llvm.FAddOpName, true},
		{arith.SubFOpName, llvm.FSubOpName, true},
		{arith.MulFOpName, llvm.FMulOpName, true},
		{arith.DivFOpName, llvm.FDivOpName, true},
		{arith.RemFOpName, llvm.FRemOpName, true},
		{arith.NegFOpName, llvm.FNegOpName, true},
		{arith.MaxFOpName, llvm.MaxNumOpName, true},
		{arith.MinFOpName, llvm.MinNumOpName, true},
		{arith.ExtSIOpName, llvm.SExtOpName, false},
		{arith.ExtUIOpName, llvm.ZExtOpName, false},
		{arith.TruncIOpName, llvm.TruncOpName, false},
		{arith.SIToFPOpName, llvm.SIToFPOpName, false},
		{arith.UIToFPOpName, llvm.UIToFPOpName, false},
		{arith.FPToSIOpName, llvm.FPToSIOpName, false},
		{arith.FPToUIOpName, llvm.FPToUIOpName, false},
		{arith.ExtFOpName, llvm.FPExtOpName, false},
		{arith.TruncFOpName, llvm.FPTruncOpName, false},
		{arith.BitcastOpName, llvm.BitcastOpName, false},
		{arith.SelectOpName, llvm.SelectOpName, false},
	}
}

// ArithPatterns returns the patterns that lower every arith op to the llvm
// dialect with the type converter tc (MLIR 16's
// populateArithToLLVMConversionPatterns). arith.ceildivsi, ceildivui and
// floordivsi, which MLIR 16 only lowers after --arith-expand, are expanded
// here into the llvm ops that pipeline makes, in the same order.
//
// Scalars and 1-D vectors are lowered; an op on an n-D vector is left to
// fail legalization.
func ArithPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	var ps []rewrite.ConversionPattern
	for _, o := range oneToOneOps() {
		ps = append(ps, pattern(tc, o.from, []string{o.to}, lowerOneToOne(o.to, o.fastmath)))
	}
	return append(ps,
		pattern(tc, arith.ConstantOpName, []string{llvm.ConstantOpName}, lowerConstant),
		pattern(tc, arith.CmpIOpName, []string{llvm.ICmpOpName}, lowerCmpI),
		pattern(tc, arith.CmpFOpName, []string{llvm.FCmpOpName}, lowerCmpF),
		pattern(tc, arith.IndexCastOpName, []string{llvm.SExtOpName, llvm.TruncOpName}, lowerIndexCast(llvm.SExtOpName)),
		pattern(tc, arith.IndexCastUIOpName, []string{llvm.ZExtOpName, llvm.TruncOpName}, lowerIndexCast(llvm.ZExtOpName)),
		pattern(tc, arith.CeilDivSIOpName, []string{llvm.ConstantOpName, llvm.ICmpOpName, llvm.SelectOpName, llvm.AddOpName, llvm.SubOpName, llvm.SDivOpName, llvm.AndOpName, llvm.OrOpName}, lowerCeilDivSI),
		pattern(tc, arith.FloorDivSIOpName, []string{llvm.ConstantOpName, llvm.ICmpOpName, llvm.SelectOpName, llvm.SubOpName, llvm.SDivOpName, llvm.AndOpName, llvm.OrOpName}, lowerFloorDivSI),
		pattern(tc, arith.CeilDivUIOpName, []string{llvm.ConstantOpName, llvm.ICmpOpName, llvm.SelectOpName, llvm.AddOpName, llvm.SubOpName, llvm.UDivOpName}, lowerCeilDivUI),
	)
}

// lowerFunc is the body of a conversion pattern.
type lowerFunc func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error

// pattern makes a conversion pattern rooted at root, named after it.
func pattern(tc *rewrite.TypeConverter, root string, generated []string, fn lowerFunc) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{Name: root + " lowering", RootName: root, Converter: tc, Generated: generated, Fn: fn}
}

// errNDVector is why the arith lowerings decline ops on n-D vectors,
// which MLIR unrolls into arrays and strata does not.
var errNDVector = errors.New("n-D vector types are not supported by the lowering to LLVM")

// resultTypes converts the result types of op, which must be scalars or
// 1-D vectors after the conversion.
func resultTypes(op *ir.Operation, rw *rewrite.ConversionRewriter) ([]ir.Type, error) {
	types, err := convertTypes(rw.TypeConverter(), op.ResultTypes(), "result")
	if err != nil {
		return nil, err
	}
	for _, t := range types {
		if _, ok := t.(llvm.ArrayType); ok {
			return nil, errNDVector
		}
	}
	return types, nil
}

// checkOperands declines operands that are not scalars or 1-D vectors.
func checkOperands(operands []*ir.Value) error {
	for _, v := range operands {
		if _, ok := v.Type().(llvm.ArrayType); ok {
			return errNDVector
		}
	}
	return nil
}

// lowerOneToOne replaces the op with the llvm op `to` of the same operands
// and converted result types, carrying its fast-math flags when the llvm op
// has them.
func lowerOneToOne(to string, fastmath bool) lowerFunc {
	return func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
		types, err := resultTypes(op, rw)
		if err != nil {
			return err
		}
		if err := checkOperands(operands); err != nil {
			return err
		}
		var attrs []ir.NamedAttribute
		if fastmath {
			attrs = []ir.NamedAttribute{fastmathOf(op)}
		}
		lowered := rw.Create(ir.OperationState{Name: to, Loc: op.Loc(), Operands: operands, ResultTypes: types, Attributes: attrs})
		rw.ReplaceOp(op, lowered.Results())
		return nil
	}
}

// fastmathOf returns the llvm fastmathFlags attribute holding the
// #arith.fastmath flags of op (none when it has none).
func fastmathOf(op *ir.Operation) ir.NamedAttribute {
	var flags llvm.FastmathFlags
	if a, ok := op.Attr(arith.FastMathAttrName).(arith.FastMathAttr); ok {
		pairs := []struct {
			from arith.FastMathFlags
			to   llvm.FastmathFlags
		}{
			{arith.FastMathReassoc, llvm.FastmathReassoc},
			{arith.FastMathNNaN, llvm.FastmathNNaN},
			{arith.FastMathNInf, llvm.FastmathNInf},
			{arith.FastMathNSZ, llvm.FastmathNSZ},
			{arith.FastMathARcp, llvm.FastmathARcp},
			{arith.FastMathContract, llvm.FastmathContract},
			{arith.FastMathAFn, llvm.FastmathAFN},
		}
		for _, p := range pairs {
			if a.Flags&p.from != 0 {
				flags |= p.to
			}
		}
	}
	return ir.NamedAttribute{Name: llvm.FastmathFlagsAttr, Value: llvm.FastmathAttr{Flags: flags}}
}

// lowerConstant keeps the value attribute as it is (an index constant stays
// `1 : index`, as MLIR 16 prints it) and converts the result type.
func lowerConstant(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	types, err := resultTypes(op, rw)
	if err != nil {
		return err
	}
	value := op.Attr("value")
	if value == nil {
		return errors.New("the constant has no value")
	}
	rw.ReplaceOp(op, llvm.NewConstant(rw.Builder(), types[0], value, op.Loc()).Results())
	return nil
}

// predicateOf returns the i64 predicate attribute of a comparison.
func predicateOf(op *ir.Operation) (int64, error) {
	p, ok := op.Attr(arith.PredicateAttrName).(ir.IntegerAttr)
	if !ok {
		return 0, errors.New("the comparison has no integer predicate")
	}
	return p.Int64(), nil
}

// lowerCmpI: the predicates of arith.cmpi and llvm.icmp are numbered alike.
func lowerCmpI(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	pred, err := predicateOf(op)
	if err != nil {
		return err
	}
	if err := checkOperands(operands); err != nil {
		return err
	}
	rw.ReplaceOp(op, llvm.NewICmp(rw.Builder(), llvm.ICmpPredicate(pred), operands[0], operands[1], op.Loc()).Results())
	return nil
}

// lowerCmpF: the predicates of arith.cmpf and llvm.fcmp are numbered alike.
func lowerCmpF(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	pred, err := predicateOf(op)
	if err != nil {
		return err
	}
	if err := checkOperands(operands); err != nil {
		return err
	}
	cmp := llvm.NewFCmp(rw.Builder(), llvm.FCmpPredicate(pred), operands[0], operands[1], op.Loc())
	cmp.SetAttr(llvm.FastmathFlagsAttr, fastmathOf(op).Value)
	rw.ReplaceOp(op, cmp.Results())
	return nil
}

// lowerIndexCast lowers index_cast (ext is llvm.sext) and index_castui
// (llvm.zext): nothing when the widths agree once index is i64, a
// truncation to a narrower type, an extension to a wider one.
func lowerIndexCast(ext string) lowerFunc {
	return func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
		types, err := resultTypes(op, rw)
		if err != nil {
			return err
		}
		if err := checkOperands(operands); err != nil {
			return err
		}
		from, to := intWidth(operands[0].Type()), intWidth(types[0])
		if from == 0 || to == 0 {
			return fmt.Errorf("cannot cast %s to %s", ir.TypeString(operands[0].Type()), ir.TypeString(types[0]))
		}
		switch {
		case from == to:
			rw.ReplaceOp(op, operands)
		case from > to:
			rw.ReplaceOp(op, llvm.NewCast(rw.Builder(), llvm.TruncOpName, operands[0], types[0], op.Loc()).Results())
		default:
			rw.ReplaceOp(op, llvm.NewCast(rw.Builder(), ext, operands[0], types[0], op.Loc()).Results())
		}
		return nil
	}
}

// intWidth returns the width of an integer or vector of integers, 0 for
// other types.
func intWidth(t ir.Type) uint32 {
	if vt, ok := t.(*ir.VectorType); ok {
		t = vt.ElementType()
	}
	if it, ok := t.(ir.IntegerType); ok {
		return it.Width
	}
	return 0
}

// expander builds the llvm ops of an expanded arith op: constants of the
// op's type (attributes of the original type, as MLIR 16's arith-expand
// followed by convert-arith-to-llvm makes them) and binary ops.
type expander struct {
	b        *ir.Builder
	loc      ir.Location
	origType ir.Type // the arith op's type: the constants' attribute type
	llvmType ir.Type // its conversion: the values' type
}

func newExpander(op *ir.Operation, rw *rewrite.ConversionRewriter) (*expander, error) {
	types, err := resultTypes(op, rw)
	if err != nil {
		return nil, err
	}
	orig := op.Result(0).Type()
	elem := orig
	if vt, ok := orig.(*ir.VectorType); ok {
		elem = vt.ElementType()
	}
	switch elem.(type) {
	case ir.IntegerType, ir.IndexType:
	default:
		return nil, fmt.Errorf("cannot expand an op of type %s", ir.TypeString(orig))
	}
	return &expander{b: rw.Builder(), loc: op.Loc(), origType: orig, llvmType: types[0]}, nil
}

func (e *expander) constant(v int64) *ir.Value {
	var value ir.Attribute
	if vt, ok := e.origType.(*ir.VectorType); ok {
		value = e.b.Ctx.DenseElements(vt, []ir.Attribute{ir.IntAttr(vt.ElementType(), v)})
	} else {
		value = ir.IntAttr(e.origType, v)
	}
	return llvm.NewConstant(e.b, e.llvmType, value, e.loc).Result(0)
}

func (e *expander) binary(name string, lhs, rhs *ir.Value) *ir.Value {
	return llvm.NewBinary(e.b, name, lhs, rhs, llvm.OverflowNone, e.loc).Result(0)
}

func (e *expander) icmp(p llvm.ICmpPredicate, lhs, rhs *ir.Value) *ir.Value {
	return llvm.NewICmp(e.b, p, lhs, rhs, e.loc).Result(0)
}

func (e *expander) sel(c, t, f *ir.Value) *ir.Value {
	return llvm.NewSelect(e.b, c, t, f, e.loc).Result(0)
}

// lowerCeilDivSI expands ceildivsi(a, b) as MLIR 16's arith-expand does:
//
//	x = b > 0 ? -1 : 1
//	a and b of one sign (both negative or both positive): (x + a) / b + 1
//	otherwise: -(-a / b)
func lowerCeilDivSI(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	e, err := newExpander(op, rw)
	if err != nil {
		return err
	}
	a, b := operands[0], operands[1]
	one, zero, minusOne := e.constant(1), e.constant(0), e.constant(-1)
	x := e.sel(e.icmp(llvm.ICmpSGT, b, zero), minusOne, one)
	posRes := e.binary(llvm.AddOpName, one, e.binary(llvm.SDivOpName, e.binary(llvm.AddOpName, x, a), b))
	negRes := e.binary(llvm.SubOpName, zero, e.binary(llvm.SDivOpName, e.binary(llvm.SubOpName, zero, a), b))
	aNeg, aPos := e.icmp(llvm.ICmpSLT, a, zero), e.icmp(llvm.ICmpSGT, a, zero)
	bNeg, bPos := e.icmp(llvm.ICmpSLT, b, zero), e.icmp(llvm.ICmpSGT, b, zero)
	sameSign := e.binary(llvm.OrOpName, e.binary(llvm.AndOpName, aNeg, bNeg), e.binary(llvm.AndOpName, aPos, bPos))
	rw.ReplaceOp(op, []*ir.Value{e.sel(sameSign, posRes, negRes)})
	return nil
}

// lowerFloorDivSI expands floordivsi(a, b) as MLIR 16's arith-expand does:
//
//	x = b < 0 ? 1 : -1
//	a and b of opposite signs: -1 - (x - a) / b
//	otherwise: a / b
func lowerFloorDivSI(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	e, err := newExpander(op, rw)
	if err != nil {
		return err
	}
	a, b := operands[0], operands[1]
	one, zero, minusOne := e.constant(1), e.constant(0), e.constant(-1)
	x := e.sel(e.icmp(llvm.ICmpSLT, b, zero), one, minusOne)
	negRes := e.binary(llvm.SubOpName, minusOne, e.binary(llvm.SDivOpName, e.binary(llvm.SubOpName, x, a), b))
	posRes := e.binary(llvm.SDivOpName, a, b)
	aNeg, aPos := e.icmp(llvm.ICmpSLT, a, zero), e.icmp(llvm.ICmpSGT, a, zero)
	bNeg, bPos := e.icmp(llvm.ICmpSLT, b, zero), e.icmp(llvm.ICmpSGT, b, zero)
	oppositeSigns := e.binary(llvm.OrOpName, e.binary(llvm.AndOpName, aNeg, bPos), e.binary(llvm.AndOpName, aPos, bNeg))
	rw.ReplaceOp(op, []*ir.Value{e.sel(oppositeSigns, negRes, posRes)})
	return nil
}

// lowerCeilDivUI expands ceildivui(a, b) as MLIR 16's arith-expand does:
// a == 0 ? 0 : (a - 1) / b + 1.
func lowerCeilDivUI(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	e, err := newExpander(op, rw)
	if err != nil {
		return err
	}
	a, b := operands[0], operands[1]
	zero := e.constant(0)
	isZero := e.icmp(llvm.ICmpEQ, a, zero)
	one := e.constant(1)
	quotient := e.binary(llvm.UDivOpName, e.binary(llvm.SubOpName, a, one), b)
	plusOne := e.binary(llvm.AddOpName, quotient, one)
	rw.ReplaceOp(op, []*ir.Value{e.sel(isZero, zero, plusOne)})
	return nil
}
