package arith

import (
	"github.com/strata-ir/strata/ir"
)

// Operation names.
const (
	ConstantOpName = "arith.constant"

	AddIOpName       = "arith.addi"
	SubIOpName       = "arith.subi"
	MulIOpName       = "arith.muli"
	DivSIOpName      = "arith.divsi"
	DivUIOpName      = "arith.divui"
	CeilDivSIOpName  = "arith.ceildivsi"
	CeilDivUIOpName  = "arith.ceildivui"
	FloorDivSIOpName = "arith.floordivsi"
	RemSIOpName      = "arith.remsi"
	RemUIOpName      = "arith.remui"
	AndIOpName       = "arith.andi"
	OrIOpName        = "arith.ori"
	XOrIOpName       = "arith.xori"
	ShLIOpName       = "arith.shli"
	ShRSIOpName      = "arith.shrsi"
	ShRUIOpName      = "arith.shrui"
	MaxSIOpName      = "arith.maxsi"
	MaxUIOpName      = "arith.maxui"
	MinSIOpName      = "arith.minsi"
	MinUIOpName      = "arith.minui"

	AddFOpName = "arith.addf"
	SubFOpName = "arith.subf"
	MulFOpName = "arith.mulf"
	DivFOpName = "arith.divf"
	RemFOpName = "arith.remf"
	MaxFOpName = "arith.maxf"
	MinFOpName = "arith.minf"
	NegFOpName = "arith.negf"

	CmpIOpName   = "arith.cmpi"
	CmpFOpName   = "arith.cmpf"
	SelectOpName = "arith.select"

	ExtSIOpName       = "arith.extsi"
	ExtUIOpName       = "arith.extui"
	TruncIOpName      = "arith.trunci"
	SIToFPOpName      = "arith.sitofp"
	UIToFPOpName      = "arith.uitofp"
	FPToSIOpName      = "arith.fptosi"
	FPToUIOpName      = "arith.fptoui"
	ExtFOpName        = "arith.extf"
	TruncFOpName      = "arith.truncf"
	IndexCastOpName   = "arith.index_cast"
	IndexCastUIOpName = "arith.index_castui"
	BitcastOpName     = "arith.bitcast"
)

type foldFn = func(*ir.Operation, []ir.Attribute) []ir.FoldResult

// noEffects is the Effects hook of ops that touch no memory but are not
// Pure because they may not be speculated (division by zero is undefined).
func noEffects(*ir.Operation) []ir.MemoryEffect { return []ir.MemoryEffect{} }

// intBinary defines a binary integer op: the common shape, with a folder.
func intBinary(name, summary string, fold foldFn, extra ...ir.Trait) *ir.OpDef {
	def := ir.BinaryOpDef(name, summary, ir.SignlessIntegerLike, extra...)
	def.Fold = fold
	return def
}

// intDivision defines a division: effect-free, but not Pure, since it may
// be speculated only when its divisor is known to be safe. signed says
// whether a divisor of -1 is unsafe too (INT_MIN / -1 overflows).
func intDivision(name, summary string, fold foldFn, signed bool) *ir.OpDef {
	def := intBinary(name, summary, fold)
	def.Traits = []ir.Trait{ir.SameOperandsAndResultType}
	def.Effects = noEffects
	def.Speculatable = func(op *ir.Operation) ir.Speculatability {
		d, ok := ConstantBig(op.Operand(1))
		if !ok || d.Sign() == 0 || signed && d.IsInt64() && d.Int64() == -1 {
			return ir.NotSpeculatable
		}
		return ir.Speculatable
	}
	return def
}

// fastMathAttrDef is MLIR's DefaultValuedAttr<Arith_FastMathAttr, "none">:
// an op without flags has none, and the parser fills that in. The formats
// write it unqualified, fastmath<fast>, and not at all when it is none.
var fastMathAttrDef = ir.AttrDef{Name: FastMathAttrName, Constraint: fastMathC, Default: FastMathAttr{},
	Asm: ir.AttrAsm{Unqualified: "arith.fastmath"}}

// floatBinary defines a binary float op: the common shape, with a folder
// and fast-math flags, which the format prints before the attributes.
func floatBinary(name, summary string, fold foldFn, extra ...ir.Trait) *ir.OpDef {
	def := ir.BinaryOpDef(name, summary, ir.FloatLike, extra...)
	def.Attributes = []ir.AttrDef{fastMathAttrDef}
	def.Format = "$lhs `,` $rhs ($fastmath^)? attr-dict `:` type($result)"
	def.Fold = fold
	return def
}

// cast defines a cast from in to out, whose element types compatible must
// accept.
func cast(name, summary string, in, out ir.TypeConstraint, compatible func(in, out ir.Type) bool, fold foldFn) *ir.OpDef {
	return &ir.OpDef{
		Name:     name,
		Summary:  summary,
		Operands: []ir.OperandDef{{Name: "in", Type: in}},
		Results:  []ir.ResultDef{{Name: "out", Type: out}},
		Traits:   []ir.Trait{ir.Pure},
		Format:   "$in attr-dict `:` type($in) `to` type($out)",
		Verify:   castVerifier(compatible),
		Fold:     fold,
	}
}

// canonicalized gives def the canonicalization patterns ps
// (canonicalize.go).
func canonicalized(def *ir.OpDef, ps []ir.CanonicalizationPattern) *ir.OpDef {
	def.Canonicalize = ps
	return def
}

// opDefs returns fresh definitions of every arith op: each context gets
// its own, since registration records the dialect in them.
func opDefs() []*ir.OpDef {
	intLike := ir.SignlessIntegerLike
	floatLike := ir.FloatLike
	fixedInt := signlessFixedWidthIntegerLike
	return []*ir.OpDef{
		{
			Name:           ConstantOpName,
			Summary:        "integer, float or elements constant",
			Results:        []ir.ResultDef{{Name: "result"}},
			Attributes:     []ir.AttrDef{{Name: "value", Constraint: constantValue}},
			Traits:         []ir.Trait{ir.Pure, ir.ConstantLike, ir.AllTypesMatch("value", "result")},
			Verify:         verifyConstant,
			Fold:           foldConstant,
			Interfaces:     []any{valueAttrConstant{}},
			AsmResultNames: constantResultNames,
			Format:         "attr-dict $value",
		},

		canonicalized(intBinary(AddIOpName, "integer addition", foldAddI, ir.Commutative), []ir.CanonicalizationPattern{
			{Name: "AddIAddConstant", Benefit: 1, Rewrite: addIAddConstant},
			{Name: "AddISubConstantRHS", Benefit: 1, Rewrite: addISubConstantRHS},
			{Name: "AddISubConstantLHS", Benefit: 1, Rewrite: addISubConstantLHS},
		}),
		canonicalized(intBinary(SubIOpName, "integer subtraction", foldSubI), []ir.CanonicalizationPattern{
			{Name: "SubIRHSAddConstant", Benefit: 1, Rewrite: subIRHSAddConstant},
			{Name: "SubILHSAddConstant", Benefit: 1, Rewrite: subILHSAddConstant},
			{Name: "SubIRHSSubConstantRHS", Benefit: 1, Rewrite: subIRHSSubConstantRHS},
			{Name: "SubIRHSSubConstantLHS", Benefit: 1, Rewrite: subIRHSSubConstantLHS},
			{Name: "SubILHSSubConstantRHS", Benefit: 1, Rewrite: subILHSSubConstantRHS},
			{Name: "SubILHSSubConstantLHS", Benefit: 1, Rewrite: subILHSSubConstantLHS},
			{Name: "SubISubILHSRHSLHS", Benefit: 1, Rewrite: subISubILHSRHSLHS},
		}),
		intBinary(MulIOpName, "integer multiplication", foldMulI, ir.Commutative),
		intDivision(DivSIOpName, "signed integer division rounding toward zero", foldDivSI, true),
		intDivision(DivUIOpName, "unsigned integer division", foldDivUI, false),
		intDivision(CeilDivSIOpName, "signed integer division rounding toward +infinity", foldCeilDivSI, true),
		intDivision(CeilDivUIOpName, "unsigned integer division rounding up", foldCeilDivUI, false),
		// MLIR 16 declares these three Pure, undefined behaviour on a zero
		// divisor notwithstanding; strata follows it so that canonicalize,
		// cse and loop-invariant-code-motion treat them as mlir-opt does.
		intBinary(FloorDivSIOpName, "signed integer division rounding toward -infinity", foldFloorDivSI),
		intBinary(RemSIOpName, "signed integer remainder", foldRemSI),
		intBinary(RemUIOpName, "unsigned integer remainder", foldRemUI),
		canonicalized(intBinary(AndIOpName, "integer bitwise and", foldAndI, ir.Commutative), []ir.CanonicalizationPattern{
			{Name: "AndOfExtUI", Benefit: 1, Rewrite: logicOfExt(AndIOpName, ExtUIOpName)},
			{Name: "AndOfExtSI", Benefit: 1, Rewrite: logicOfExt(AndIOpName, ExtSIOpName)},
		}),
		canonicalized(intBinary(OrIOpName, "integer bitwise or", foldOrI, ir.Commutative), []ir.CanonicalizationPattern{
			{Name: "OrOfExtUI", Benefit: 1, Rewrite: logicOfExt(OrIOpName, ExtUIOpName)},
			{Name: "OrOfExtSI", Benefit: 1, Rewrite: logicOfExt(OrIOpName, ExtSIOpName)},
		}),
		canonicalized(intBinary(XOrIOpName, "integer bitwise xor", foldXOrI, ir.Commutative), []ir.CanonicalizationPattern{
			{Name: "XOrINotCmpI", Benefit: 1, Rewrite: xorINotCmpI},
			{Name: "XOrIOfExtUI", Benefit: 1, Rewrite: logicOfExt(XOrIOpName, ExtUIOpName)},
			{Name: "XOrIOfExtSI", Benefit: 1, Rewrite: logicOfExt(XOrIOpName, ExtSIOpName)},
		}),
		intBinary(ShLIOpName, "integer left shift", foldShLI),
		intBinary(ShRSIOpName, "signed (arithmetic) integer right shift", foldShRSI),
		intBinary(ShRUIOpName, "unsigned (logical) integer right shift", foldShRUI),
		intBinary(MaxSIOpName, "signed integer maximum", foldMaxSI, ir.Commutative),
		intBinary(MaxUIOpName, "unsigned integer maximum", foldMaxUI, ir.Commutative),
		intBinary(MinSIOpName, "signed integer minimum", foldMinSI, ir.Commutative),
		intBinary(MinUIOpName, "unsigned integer minimum", foldMinUI, ir.Commutative),

		floatBinary(AddFOpName, "floating point addition", foldAddF, ir.Commutative),
		floatBinary(SubFOpName, "floating point subtraction", foldSubF),
		floatBinary(MulFOpName, "floating point multiplication", foldMulF, ir.Commutative),
		floatBinary(DivFOpName, "floating point division", foldDivF),
		floatBinary(RemFOpName, "floating point remainder", foldRemF),
		floatBinary(MaxFOpName, "floating point maximum", foldMaxF, ir.Commutative),
		floatBinary(MinFOpName, "floating point minimum", foldMinF, ir.Commutative),
		{
			Name:       NegFOpName,
			Summary:    "floating point negation",
			Operands:   []ir.OperandDef{{Name: "operand", Type: floatLike}},
			Results:    []ir.ResultDef{{Name: "result", Type: floatLike}},
			Attributes: []ir.AttrDef{fastMathAttrDef},
			Traits:     []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Format:     "$operand ($fastmath^)? attr-dict `:` type($result)",
			Fold:       foldNegF,
		},

		{
			Name:       CmpIOpName,
			Summary:    "integer comparison",
			Operands:   []ir.OperandDef{{Name: "lhs", Type: intLike}, {Name: "rhs", Type: intLike}},
			Results:    []ir.ResultDef{{Name: "result", Type: ir.BoolLike}},
			Attributes: []ir.AttrDef{{Name: PredicateAttrName, Constraint: cmpIPredicateC}},
			Traits:     []ir.Trait{ir.Pure},
			Verify:     verifyCmp,
			Fold:       foldCmpI,
			Parse:      parseCmp(false),
			Print:      printCmp(false),
			Canonicalize: []ir.CanonicalizationPattern{
				{Name: "CmpIExtSI", Benefit: 1, Rewrite: cmpIOfExt(ExtSIOpName)},
				{Name: "CmpIExtUI", Benefit: 1, Rewrite: cmpIOfExt(ExtUIOpName)},
			},
		},
		{
			Name:       CmpFOpName,
			Summary:    "floating-point comparison",
			Operands:   []ir.OperandDef{{Name: "lhs", Type: floatLike}, {Name: "rhs", Type: floatLike}},
			Results:    []ir.ResultDef{{Name: "result", Type: ir.BoolLike}},
			Attributes: []ir.AttrDef{{Name: PredicateAttrName, Constraint: cmpFPredicateC}},
			Traits:     []ir.Trait{ir.Pure},
			Verify:     verifyCmp,
			Fold:       foldCmpF,
			Parse:      parseCmp(true),
			Print:      printCmp(true),
			Canonicalize: []ir.CanonicalizationPattern{
				{Name: "CmpFIntToFPConst", Benefit: 1, Rewrite: cmpFIntToFPConst},
			},
		},
		{
			Name:    SelectOpName,
			Summary: "select operation",
			Operands: []ir.OperandDef{
				{Name: "condition", Type: ir.BoolLike},
				{Name: "true_value", Type: ir.AnyType},
				{Name: "false_value", Type: ir.AnyType},
			},
			Results: []ir.ResultDef{{Name: "result", Type: ir.AnyType}},
			Traits:  []ir.Trait{ir.Pure, ir.AllTypesMatch("true_value", "false_value", "result")},
			Verify:  verifyElementwise,
			Fold:    foldSelect,
			Parse:   parseSelect,
			Print:   printSelect,
			Canonicalize: []ir.CanonicalizationPattern{
				{Name: "SelectI1Simplify", Benefit: 1, Rewrite: selectI1Simplify},
				{Name: "SelectToExtUI", Benefit: 1, Rewrite: selectToExtUI},
			},
		},

		canonicalized(cast(ExtSIOpName, "integer sign extension", fixedInt, fixedInt, intWidthChange(true), foldExtSI), []ir.CanonicalizationPattern{
			{Name: "ExtSIOfExtUI", Benefit: 1, Rewrite: extSIOfExtUI},
		}),
		cast(ExtUIOpName, "integer zero extension", fixedInt, fixedInt, intWidthChange(true), foldExtUI),
		cast(TruncIOpName, "integer truncation", fixedInt, fixedInt, intWidthChange(false), foldTruncI),
		cast(SIToFPOpName, "cast from signed integer to floating-point", fixedInt, floatLike, intToFloat, foldSIToFP),
		cast(UIToFPOpName, "cast from unsigned integer to floating-point", fixedInt, floatLike, intToFloat, foldUIToFP),
		cast(FPToSIOpName, "cast from floating-point to signed integer", floatLike, fixedInt, floatToInt, foldFPToSI),
		cast(FPToUIOpName, "cast from floating-point to unsigned integer", floatLike, fixedInt, floatToInt, foldFPToUI),
		cast(ExtFOpName, "cast from floating-point to wider floating-point", floatLike, floatLike, floatWidthChange(true), nil),
		cast(TruncFOpName, "cast from floating-point to narrower floating-point", floatLike, floatLike, floatWidthChange(false), foldTruncF),
		canonicalized(cast(IndexCastOpName, "cast between index and integer types", indexCastOperand, indexCastOperand, indexCastCompatible, foldIndexCast), []ir.CanonicalizationPattern{
			{Name: "IndexCastOfIndexCast", Benefit: 1, Rewrite: castOfInverseCast},
			{Name: "IndexCastOfExtSI", Benefit: 1, Rewrite: castOfCast(ExtSIOpName)},
		}),
		canonicalized(cast(IndexCastUIOpName, "unsigned cast between index and integer types", indexCastOperand, indexCastOperand, indexCastCompatible, foldIndexCastUI), []ir.CanonicalizationPattern{
			{Name: "IndexCastUIOfIndexCastUI", Benefit: 1, Rewrite: castOfInverseCast},
			{Name: "IndexCastUIOfExtUI", Benefit: 1, Rewrite: castOfCast(ExtUIOpName)},
		}),
		canonicalized(cast(BitcastOpName, "bitcast between values of equal bit width", bitcastOperand, bitcastOperand, bitcastCompatible, foldBitcast), []ir.CanonicalizationPattern{
			{Name: "BitcastOfBitcast", Benefit: 1, Rewrite: castOfCast(BitcastOpName)},
		}),
	}
}
