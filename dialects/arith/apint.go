package arith

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/ir/apint"
)

// Integer constants fold as apint.Int values; the index type folds as 64
// bits, as in MLIR.

// intWidth returns the folding width of an integer or index type, or 0.
func intWidth(t ir.Type) uint {
	switch t := t.(type) {
	case ir.IntegerType:
		return uint(t.Width)
	case ir.IndexType:
		return 64
	}
	return 0
}

// apintOf returns the value of an integer attribute.
func apintOf(a ir.IntegerAttr) apint.Int {
	w := intWidth(a.AttrType())
	if w <= 64 {
		return apint.FromUint64(w, a.Uint64())
	}
	return apint.FromBig(w, a.Big())
}

// intAttr returns x as an attribute of type t, whose width is x's.
func intAttr(x apint.Int, t ir.Type) ir.IntegerAttr {
	if x.Width() <= 64 {
		return ir.IntAttr(t, int64(x.Uint64()))
	}
	return ir.BigIntAttr(t, x.Unsigned())
}

// eval evaluates the predicate on x and y.
func (p CmpIPredicate) eval(x, y apint.Int) bool {
	switch p {
	case CmpIEq:
		return x.Eq(y)
	case CmpINe:
		return !x.Eq(y)
	case CmpISlt:
		return x.SCmp(y) < 0
	case CmpISle:
		return x.SCmp(y) <= 0
	case CmpISgt:
		return x.SCmp(y) > 0
	case CmpISge:
		return x.SCmp(y) >= 0
	case CmpIUlt:
		return x.UCmp(y) < 0
	case CmpIUle:
		return x.UCmp(y) <= 0
	case CmpIUgt:
		return x.UCmp(y) > 0
	case CmpIUge:
		return x.UCmp(y) >= 0
	}
	return false
}
