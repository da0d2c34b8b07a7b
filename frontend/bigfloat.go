package frontend

import (
	"fmt"
	"math"
	"math/big"
	cc "modernc.org/cc/v4"
)

// bigFloat is cc's long double constant.
type bigFloat big.Float

func (b *bigFloat) float64() float64 {
	x, _ := (*big.Float)(b).Float64()
	return x
}

var posInf = math.Inf(1)

func nan() float64 { return math.NaN() }

func fmtSscan(s string, n *int) (int, error) { return fmt.Sscan(s, n) }

// foldLongDouble evaluates a constant floating expression in long double
// arithmetic (64-bit significands, each operation rounded to nearest
// even, as the x87 does), or returns nil when e is not one it knows:
// numbers, + - * /, unary + and -, parentheses and casts to arithmetic
// types.
func foldLongDouble(e cc.ExpressionNode) *big.Float {
	const prec = 64
	num := func(v cc.Value) *big.Float {
		switch x := v.(type) {
		case *cc.LongDoubleValue:
			if x == nil {
				return nil
			}
			return new(big.Float).SetPrec(prec).Set((*big.Float)(x))
		case cc.Float64Value:
			return new(big.Float).SetPrec(prec).SetFloat64(float64(x))
		case cc.Int64Value:
			return new(big.Float).SetPrec(prec).SetInt64(int64(x))
		case cc.UInt64Value:
			return new(big.Float).SetPrec(prec).SetUint64(uint64(x))
		}
		return nil
	}
	var fold func(e cc.ExpressionNode, depth int) *big.Float
	bin := func(a, b cc.ExpressionNode, op byte, depth int) *big.Float {
		x, y := fold(a, depth+1), fold(b, depth+1)
		if x == nil || y == nil {
			return nil
		}
		r := new(big.Float).SetPrec(prec)
		switch op {
		case '+':
			return r.Add(x, y)
		case '-':
			return r.Sub(x, y)
		case '*':
			return r.Mul(x, y)
		case '/':
			if y.Sign() == 0 {
				return nil
			}
			return r.Quo(x, y)
		}
		return nil
	}
	fold = func(e cc.ExpressionNode, depth int) *big.Float {
		if depth > 200 || e == nil {
			return nil
		}
		if !cc.IsArithmeticType(e.Type()) || cc.IsComplexType(e.Type()) {
			return nil
		}
		if cc.IsIntegerType(e.Type()) {
			return num(e.Value())
		}
		if e.Type().Kind() != cc.LongDouble {
			// float and double constants cc folds itself.
			return num(e.Value())
		}
		switch x := unparen(e).(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionFloat || x.Case == cc.PrimaryExpressionInt {
				return num(x.Value())
			}
		case *cc.AdditiveExpression:
			switch x.Case {
			case cc.AdditiveExpressionAdd:
				return bin(x.AdditiveExpression, x.MultiplicativeExpression, '+', depth)
			case cc.AdditiveExpressionSub:
				return bin(x.AdditiveExpression, x.MultiplicativeExpression, '-', depth)
			}
		case *cc.MultiplicativeExpression:
			switch x.Case {
			case cc.MultiplicativeExpressionMul:
				return bin(x.MultiplicativeExpression, x.CastExpression, '*', depth)
			case cc.MultiplicativeExpressionDiv:
				return bin(x.MultiplicativeExpression, x.CastExpression, '/', depth)
			}
		case *cc.UnaryExpression:
			switch x.Case {
			case cc.UnaryExpressionPlus:
				return fold(x.CastExpression, depth+1)
			case cc.UnaryExpressionMinus:
				if v := fold(x.CastExpression, depth+1); v != nil {
					return v.Neg(v)
				}
			}
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionCast {
				return fold(x.CastExpression, depth+1)
			}
		}
		return num(e.Value())
	}
	return fold(e, 0)
}
