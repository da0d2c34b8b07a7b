package cir

// The kinds of cir.binop, cir.unary, cir.cmp and cir.cast, stored as the
// op's `kind` string attribute and written as a bare keyword in the custom
// form: `cir.binop(add, %a, %b) : !cir.int<s, 32>`.

// BinOpKind is the kind of a cir.binop.
type BinOpKind string

const (
	BinAdd BinOpKind = "add"
	BinSub BinOpKind = "sub"
	BinMul BinOpKind = "mul"
	BinDiv BinOpKind = "div"
	BinRem BinOpKind = "rem"
	BinAnd BinOpKind = "and"
	BinOr  BinOpKind = "or"
	BinXor BinOpKind = "xor"
	BinShl BinOpKind = "shl"
	BinShr BinOpKind = "shr"
)

// binOpKinds lists the binop kinds, in the order messages list them.
var binOpKinds = []BinOpKind{BinAdd, BinSub, BinMul, BinDiv, BinRem, BinAnd, BinOr, BinXor, BinShl, BinShr}

// UnaryKind is the kind of a cir.unary.
type UnaryKind string

const (
	UnaryInc   UnaryKind = "inc"
	UnaryDec   UnaryKind = "dec"
	UnaryPlus  UnaryKind = "plus"
	UnaryMinus UnaryKind = "minus"
	UnaryNot   UnaryKind = "not"  // ~x
	UnaryLNot  UnaryKind = "lnot" // !x on a bool
)

var unaryKinds = []UnaryKind{UnaryInc, UnaryDec, UnaryPlus, UnaryMinus, UnaryNot, UnaryLNot}

// CmpKind is the kind of a cir.cmp.
type CmpKind string

const (
	CmpLT CmpKind = "lt"
	CmpLE CmpKind = "le"
	CmpGT CmpKind = "gt"
	CmpGE CmpKind = "ge"
	CmpEQ CmpKind = "eq"
	CmpNE CmpKind = "ne"
)

var cmpKinds = []CmpKind{CmpLT, CmpLE, CmpGT, CmpGE, CmpEQ, CmpNE}

// CastKind is the kind of a cir.cast.
type CastKind string

const (
	CastIntegral        CastKind = "integral"
	CastFloating        CastKind = "floating"
	CastIntToFloat      CastKind = "int_to_float"
	CastFloatToInt      CastKind = "float_to_int"
	CastIntToBool       CastKind = "int_to_bool"
	CastFloatToBool     CastKind = "float_to_bool"
	CastPtrToBool       CastKind = "ptr_to_bool"
	CastBoolToInt       CastKind = "bool_to_int"
	CastBoolToFloat     CastKind = "bool_to_float"
	CastArrayToPtrDecay CastKind = "array_to_ptrdecay"
	CastBitcast         CastKind = "bitcast"
	CastNullToPtr       CastKind = "null_to_ptr"
	CastIntToPtr        CastKind = "int_to_ptr"
	CastPtrToInt        CastKind = "ptr_to_int"
)

var castKinds = []CastKind{
	CastIntegral, CastFloating, CastIntToFloat, CastFloatToInt,
	CastIntToBool, CastFloatToBool, CastPtrToBool, CastBoolToInt, CastBoolToFloat,
	CastArrayToPtrDecay, CastBitcast, CastNullToPtr, CastIntToPtr, CastPtrToInt,
}

// SwitchCaseKind is the kind of one case of a cir.switch.
type SwitchCaseKind string

const (
	CaseEqual   SwitchCaseKind = "equal"
	CaseAnyOf   SwitchCaseKind = "anyof"
	CaseDefault SwitchCaseKind = "default"
)

func words[K ~string](kinds []K) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

func binOpKindWords() []string { return words(binOpKinds) }
func unaryKindWords() []string { return words(unaryKinds) }
func cmpKindWords() []string   { return words(cmpKinds) }
func castKindWords() []string  { return words(castKinds) }
