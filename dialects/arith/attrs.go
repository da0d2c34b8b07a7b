package arith

import (
	"strings"

	"github.com/strata-ir/strata/ir"
)

// FastMathFlags are the fast-math flags of a floating-point operation, as
// LLVM defines them.
type FastMathFlags uint8

const (
	FastMathReassoc FastMathFlags = 1 << iota
	FastMathNNaN
	FastMathNInf
	FastMathNSZ
	FastMathARcp
	FastMathContract
	FastMathAFn

	FastMathNone FastMathFlags = 0
	FastMathFast               = FastMathReassoc | FastMathNNaN | FastMathNInf | FastMathNSZ | FastMathARcp | FastMathContract | FastMathAFn
)

// fastMathNames are the flag keywords in bit order, the order MLIR prints
// them in.
var fastMathNames = [...]string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}

// String returns the flags as MLIR spells them inside `fastmath<...>`:
// "none", "fast", or the set flags joined by commas.
func (f FastMathFlags) String() string {
	switch f {
	case FastMathNone:
		return "none"
	case FastMathFast:
		return "fast"
	}
	var names []string
	for i, n := range fastMathNames {
		if f&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ",")
}

// ParseFastMathFlag returns the flags one keyword of `fastmath<...>` stands
// for ("fast" and "none" included).
func ParseFastMathFlag(s string) (FastMathFlags, bool) {
	switch s {
	case "none":
		return FastMathNone, true
	case "fast":
		return FastMathFast, true
	}
	for i, n := range fastMathNames {
		if n == s {
			return 1 << i, true
		}
	}
	return 0, false
}

// FastMathAttr is `#arith.fastmath<flags>`, the fastmath attribute of the
// floating-point operations.
type FastMathAttr struct{ Flags FastMathFlags }

// PrintAttribute prints the attribute in full, as the generic form and
// attribute dictionaries show it.
func (a FastMathAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#arith.fastmath<")
	p.WriteString(a.Flags.String())
	p.WriteString(">")
}

// FastMathAttrName is the name of the fast-math attribute of float ops.
const FastMathAttrName = "fastmath"

// CmpIPredicate is the comparison of arith.cmpi. The values are those of
// MLIR 16's generic form, where the predicate is an i64 attribute.
type CmpIPredicate int64

const (
	CmpIEq CmpIPredicate = iota
	CmpINe
	CmpISlt
	CmpISle
	CmpISgt
	CmpISge
	CmpIUlt
	CmpIUle
	CmpIUgt
	CmpIUge
)

var cmpINames = [...]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// String returns the predicate's keyword, or "" when out of range.
func (p CmpIPredicate) String() string {
	if p < 0 || int(p) >= len(cmpINames) {
		return ""
	}
	return cmpINames[p]
}

// ParseCmpIPredicate returns the predicate spelled s.
func ParseCmpIPredicate(s string) (CmpIPredicate, bool) {
	for i, n := range cmpINames {
		if n == s {
			return CmpIPredicate(i), true
		}
	}
	return 0, false
}

// Swapped returns the predicate that gives the same answer with the
// operands exchanged (slt becomes sgt).
func (p CmpIPredicate) Swapped() CmpIPredicate {
	switch p {
	case CmpISlt:
		return CmpISgt
	case CmpISle:
		return CmpISge
	case CmpISgt:
		return CmpISlt
	case CmpISge:
		return CmpISle
	case CmpIUlt:
		return CmpIUgt
	case CmpIUle:
		return CmpIUge
	case CmpIUgt:
		return CmpIUlt
	case CmpIUge:
		return CmpIUle
	}
	return p // eq and ne are symmetric
}

// CmpFPredicate is the comparison of arith.cmpf: ordered (o*) predicates
// are false when an operand is NaN, unordered (u*) ones true.
type CmpFPredicate int64

const (
	CmpFFalse CmpFPredicate = iota
	CmpFOeq
	CmpFOgt
	CmpFOge
	CmpFOlt
	CmpFOle
	CmpFOne
	CmpFOrd
	CmpFUeq
	CmpFUgt
	CmpFUge
	CmpFUlt
	CmpFUle
	CmpFUne
	CmpFUno
	CmpFTrue
)

var cmpFNames = [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// String returns the predicate's keyword, or "" when out of range.
func (p CmpFPredicate) String() string {
	if p < 0 || int(p) >= len(cmpFNames) {
		return ""
	}
	return cmpFNames[p]
}

// ParseCmpFPredicate returns the predicate spelled s.
func ParseCmpFPredicate(s string) (CmpFPredicate, bool) {
	for i, n := range cmpFNames {
		if n == s {
			return CmpFPredicate(i), true
		}
	}
	return 0, false
}

// PredicateAttrName is the attribute holding the predicate of cmpi and cmpf.
const PredicateAttrName = "predicate"

// predicateAttr returns the i64 attribute that stores a predicate.
func predicateAttr(v int64) ir.IntegerAttr { return ir.IntAttr(ir.I64, v) }
