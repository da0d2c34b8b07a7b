package frontend

import (
	"math"
	"math/big"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// valueType is the type of an expression's value: arrays and functions
// decay to pointers.
func valueType(ct cc.Type) cc.Type {
	switch ct.Kind() {
	case cc.Array, cc.Function:
		return ct.Decay()
	}
	return ct
}

// convert converts v, a value of C type from, to C type to, as C's
// assignment and cast conversions do. n locates errors.
func (f *function) convert(v *ir.Value, from, to cc.Type, n cc.Node) *ir.Value {
	if to.Kind() == cc.Void {
		return nil
	}
	from = valueType(from)
	tt := f.t.typ(to, n)
	if v.Type() == tt {
		return v
	}
	loc := f.t.loc(n)
	st := v.Type()
	switch dst := tt.(type) {
	case cir.BoolType:
		switch st.(type) {
		case cir.IntType, cir.FloatType, cir.PointerType:
			return f.toBool(v, n)
		}
	case cir.IntType:
		switch st.(type) {
		case cir.IntType:
			return cir.NewCast(f.b, cir.CastIntegral, v, tt, loc).Result(0)
		case cir.BoolType:
			return cir.NewCast(f.b, cir.CastBoolToInt, v, tt, loc).Result(0)
		case cir.FloatType:
			return cir.NewCast(f.b, cir.CastFloatToInt, v, tt, loc).Result(0)
		case cir.PointerType:
			return cir.NewCast(f.b, cir.CastPtrToInt, v, tt, loc).Result(0)
		}
	case cir.FloatType:
		switch st.(type) {
		case cir.IntType:
			return cir.NewCast(f.b, cir.CastIntToFloat, v, tt, loc).Result(0)
		case cir.BoolType:
			return cir.NewCast(f.b, cir.CastBoolToFloat, v, tt, loc).Result(0)
		case cir.FloatType:
			return cir.NewCast(f.b, cir.CastFloating, v, tt, loc).Result(0)
		}
	case cir.PointerType:
		switch st.(type) {
		case cir.PointerType:
			return cir.NewCast(f.b, cir.CastBitcast, v, tt, loc).Result(0)
		case cir.IntType:
			if isNullConstant(v) {
				return cir.NewConst(f.b, cir.NullAttr{Type: dst}, loc).Result(0)
			}
			return cir.NewCast(f.b, cir.CastIntToPtr, v, tt, loc).Result(0)
		case cir.BoolType:
			i := cir.NewCast(f.b, cir.CastBoolToInt, v, cir.S64, loc).Result(0)
			return cir.NewCast(f.b, cir.CastIntToPtr, i, tt, loc).Result(0)
		}
	}
	f.t.fail(n, "cannot convert a value of type '%s' to '%s'", typeString(from), typeString(to))
	return nil
}

// isNullConstant reports whether v is the integer constant 0.
func isNullConstant(v *ir.Value) bool {
	op := v.DefiningOp()
	if c, ok := cir.AsConst(op); ok {
		if i, ok := c.Value().(cir.IntAttr); ok {
			return i.Value == 0
		}
	}
	return false
}

// constant returns the cir constant of a C value of type ct, or nil when
// the value is not a number.
func (f *function) constant(val cc.Value, ct cc.Type, n cc.Node) *ir.Value {
	if hi, lo, split := f.t.splitLongDouble(val, ct, n); split {
		// A long double constant a double cannot hold: cir's floating
		// constants are doubles, so it is built as the exact sum of two
		// (LLVM folds it back into one x86_fp80 constant).
		loc := f.t.loc(n)
		h := cir.NewConst(f.b, cir.FP(cir.F80, hi), loc).Result(0)
		l := cir.NewConst(f.b, cir.FP(cir.F80, lo), loc).Result(0)
		return cir.NewBinOp(f.b, cir.BinAdd, h, l, loc).Result(0)
	}
	a := f.t.constAttr(val, ct, n)
	if a == nil {
		return nil
	}
	return cir.NewConst(f.b, a, f.t.loc(n)).Result(0)
}

// constAttr returns the cir attribute of a scalar C value of type ct, or
// nil.
func (t *translator) constAttr(val cc.Value, ct cc.Type, n cc.Node) ir.Attribute {
	if val == nil || val == cc.Unknown {
		return nil
	}
	ty := t.typ(valueType(ct), n)
	switch tt := ty.(type) {
	case cir.IntType:
		switch v := val.(type) {
		case cc.Int64Value:
			return cir.Int(tt, truncate(int64(v), tt))
		case cc.UInt64Value:
			return cir.Int(tt, truncate(int64(v), tt))
		case cc.Float64Value:
			return cir.Int(tt, truncate(int64(v), tt))
		}
	case cir.BoolType:
		switch v := val.(type) {
		case cc.Int64Value:
			return cir.BoolAttr{Value: v != 0}
		case cc.UInt64Value:
			return cir.BoolAttr{Value: v != 0}
		}
	case cir.FloatType:
		var x float64
		switch v := val.(type) {
		case cc.Float64Value:
			x = float64(v)
		case cc.Int64Value:
			x = float64(v)
		case cc.UInt64Value:
			x = float64(v)
		case *cc.LongDoubleValue:
			bf := (*bigFloat)(v)
			x = bf.float64()
		default:
			return nil
		}
		if tt.Kind == cir.Float {
			x = float64(float32(x))
		}
		return cir.FP(tt, x)
	case cir.PointerType:
		switch v := val.(type) {
		case cc.Int64Value:
			if v == 0 {
				return cir.NullAttr{Type: tt}
			}
		case cc.UInt64Value:
			if v == 0 {
				return cir.NullAttr{Type: tt}
			}
		}
	}
	return nil
}

// truncate wraps v to the width and signedness of t, as the value a
// constant of that type holds.
func truncate(v int64, t cir.IntType) int64 {
	if t.Width >= 64 {
		return v
	}
	mask := int64(1)<<uint(t.Width) - 1
	v &= mask
	if t.Signed && v&(int64(1)<<uint(t.Width-1)) != 0 {
		v |= ^mask
	}
	return v
}

// toBool converts a scalar value to !cir.bool (!= 0).
func (f *function) toBool(v *ir.Value, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	switch v.Type().(type) {
	case cir.BoolType:
		return v
	case cir.IntType:
		return cir.NewCast(f.b, cir.CastIntToBool, v, cir.Bool, loc).Result(0)
	case cir.FloatType:
		return cir.NewCast(f.b, cir.CastFloatToBool, v, cir.Bool, loc).Result(0)
	case cir.PointerType:
		return cir.NewCast(f.b, cir.CastPtrToBool, v, cir.Bool, loc).Result(0)
	}
	f.t.fail(n, "a value of this type cannot be used as a condition")
	return nil
}

// splitLongDouble reports whether val, a constant of the 80-bit long
// double type ct, is not a double, and then returns it as hi + lo, two
// doubles whose sum in long double arithmetic is exact. A value no such
// pair holds (beyond a double's range, or too small) is an error.
func (t *translator) splitLongDouble(val cc.Value, ct cc.Type, n cc.Node) (hi, lo float64, split bool) {
	x := longDoubleOf(val)
	if x == nil || t.typ(valueType(ct), n) != ir.Type(cir.F80) {
		return 0, 0, false
	}
	h, acc := x.Float64()
	if acc == big.Exact {
		return 0, 0, false
	}
	rest := new(big.Float).SetPrec(128).Sub(x, new(big.Float).SetFloat64(h))
	l, acc := rest.Float64()
	if acc != big.Exact || math.IsInf(h, 0) {
		t.fail(n, "the long double constant %s is not supported: it is out of the range of a double", x.Text('g', 21))
	}
	return h, l, true
}

// longDoubleOf returns cc's long double constant value, or nil.
func longDoubleOf(val cc.Value) *big.Float {
	if v, ok := val.(*cc.LongDoubleValue); ok && v != nil {
		// Rounded to the 64-bit significand of the x87 format: cc may
		// keep more digits.
		return new(big.Float).SetPrec(64).Set((*big.Float)(v))
	}
	return nil
}
