package arith

import (
	"math/big"

	"github.com/strata-ir/strata/ir"
)

// apint is a fixed-width two's complement integer, the value an integer
// constant folds as. Values of at most 64 bits live in u, zero-extended;
// wider ones in b, as the unsigned value in [0, 2^w). Operations on two
// apints require equal widths. The index type folds as 64 bits, as in MLIR.
type apint struct {
	w uint
	u uint64
	b *big.Int
}

func (x apint) wide() bool { return x.w > 64 }

// mask returns the low w bits set, for w <= 64.
func mask(w uint) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

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
func apintOf(a ir.IntegerAttr) apint {
	w := intWidth(a.AttrType())
	if w <= 64 {
		return apint{w: w, u: a.Uint64() & mask(w)}
	}
	return apint{w: w, b: toUnsigned(a.Big(), w)}
}

// toUnsigned reduces v modulo 2^w.
func toUnsigned(v *big.Int, w uint) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	return new(big.Int).Mod(v, mod)
}

// attr returns the value as an attribute of type t, whose width is x's.
func (x apint) attr(t ir.Type) ir.IntegerAttr {
	if !x.wide() {
		return ir.IntAttr(t, int64(x.u))
	}
	return ir.BigIntAttr(t, x.b)
}

// fromUint64 returns v truncated to width w.
func fromUint64(w uint, v uint64) apint {
	if w <= 64 {
		return apint{w: w, u: v & mask(w)}
	}
	return apint{w: w, b: new(big.Int).SetUint64(v)}
}

// fromBig returns v reduced modulo 2^w.
func fromBig(w uint, v *big.Int) apint {
	if w <= 64 {
		return apint{w: w, u: toUnsigned(v, w).Uint64()}
	}
	return apint{w: w, b: toUnsigned(v, w)}
}

// unsigned returns the value read as unsigned.
func (x apint) unsigned() *big.Int {
	if x.wide() {
		return x.b
	}
	return new(big.Int).SetUint64(x.u)
}

// signed returns the value read as two's complement.
func (x apint) signed() *big.Int {
	if !x.wide() {
		return big.NewInt(x.sext64())
	}
	if x.b.Bit(int(x.w-1)) == 0 {
		return x.b
	}
	return new(big.Int).Sub(x.b, new(big.Int).Lsh(big.NewInt(1), x.w))
}

// sext64 returns the value sign-extended to 64 bits, for w <= 64.
func (x apint) sext64() int64 {
	if x.w == 0 {
		return 0
	}
	s := 64 - x.w
	return int64(x.u<<s) >> s
}

func (x apint) isZero() bool {
	if x.wide() {
		return x.b.Sign() == 0
	}
	return x.u == 0
}

func (x apint) isOne() bool {
	if x.wide() {
		return x.b.IsUint64() && x.b.Uint64() == 1
	}
	return x.u == 1
}

func (x apint) isAllOnes() bool {
	if x.wide() {
		return x.b.BitLen() == int(x.w) && new(big.Int).Add(x.b, big.NewInt(1)).BitLen() == int(x.w)+1
	}
	return x.u == mask(x.w)
}

// isSignedMin reports whether x is the most negative value.
func (x apint) isSignedMin() bool {
	if x.wide() {
		return x.b.Cmp(new(big.Int).Lsh(big.NewInt(1), x.w-1)) == 0
	}
	return x.w > 0 && x.u == 1<<(x.w-1)
}

// isSignedMax reports whether x is the most positive value.
func (x apint) isSignedMax() bool {
	if x.wide() {
		return x.b.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), x.w-1), big.NewInt(1))) == 0
	}
	return x.w > 0 && x.u == mask(x.w-1)
}

func (x apint) eq(y apint) bool {
	if x.wide() {
		return x.b.Cmp(y.b) == 0
	}
	return x.u == y.u
}

// ucmp and scmp compare as unsigned and as signed: -1, 0 or +1.
func (x apint) ucmp(y apint) int {
	if x.wide() {
		return x.b.Cmp(y.b)
	}
	switch {
	case x.u < y.u:
		return -1
	case x.u > y.u:
		return 1
	}
	return 0
}

func (x apint) scmp(y apint) int {
	if x.wide() {
		return x.signed().Cmp(y.signed())
	}
	a, b := x.sext64(), y.sext64()
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (x apint) add(y apint) apint {
	if x.wide() {
		return fromBig(x.w, new(big.Int).Add(x.b, y.b))
	}
	return fromUint64(x.w, x.u+y.u)
}

func (x apint) sub(y apint) apint {
	if x.wide() {
		return fromBig(x.w, new(big.Int).Sub(x.b, y.b))
	}
	return fromUint64(x.w, x.u-y.u)
}

func (x apint) mul(y apint) apint {
	if x.wide() {
		return fromBig(x.w, new(big.Int).Mul(x.b, y.b))
	}
	return fromUint64(x.w, x.u*y.u)
}

func (x apint) and(y apint) apint {
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).And(x.b, y.b)}
	}
	return apint{w: x.w, u: x.u & y.u}
}

func (x apint) or(y apint) apint {
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).Or(x.b, y.b)}
	}
	return apint{w: x.w, u: x.u | y.u}
}

func (x apint) xor(y apint) apint {
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).Xor(x.b, y.b)}
	}
	return apint{w: x.w, u: x.u ^ y.u}
}

// The divisions and remainders report false where the result is undefined:
// division by zero, and signed overflow (the minimum value divided by -1).

func (x apint) udiv(y apint) (apint, bool) {
	if y.isZero() {
		return apint{}, false
	}
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).Quo(x.b, y.b)}, true
	}
	return apint{w: x.w, u: x.u / y.u}, true
}

func (x apint) urem(y apint) (apint, bool) {
	if y.isZero() {
		return apint{}, false
	}
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).Rem(x.b, y.b)}, true
	}
	return apint{w: x.w, u: x.u % y.u}, true
}

// sdivUndefined reports whether x / y overflows or divides by zero.
func (x apint) sdivUndefined(y apint) bool {
	return y.isZero() || x.isSignedMin() && y.isAllOnes()
}

func (x apint) sdiv(y apint) (apint, bool) {
	if x.sdivUndefined(y) {
		return apint{}, false
	}
	if x.wide() {
		return fromBig(x.w, new(big.Int).Quo(x.signed(), y.signed())), true
	}
	return fromUint64(x.w, uint64(x.sext64()/y.sext64())), true
}

// srem is the remainder of truncating division, with the sign of x. MLIR
// folds remsi by zero to nothing but remsi of the minimum by -1 to 0.
func (x apint) srem(y apint) (apint, bool) {
	if y.isZero() {
		return apint{}, false
	}
	if y.isAllOnes() {
		return apint{w: x.w, u: 0, b: zeroIfWide(x.w)}, true
	}
	if x.wide() {
		return fromBig(x.w, new(big.Int).Rem(x.signed(), y.signed())), true
	}
	return fromUint64(x.w, uint64(x.sext64()%y.sext64())), true
}

func zeroIfWide(w uint) *big.Int {
	if w > 64 {
		return new(big.Int)
	}
	return nil
}

// ceilDivS rounds the signed quotient towards positive infinity.
func (x apint) ceilDivS(y apint) (apint, bool) {
	if x.sdivUndefined(y) {
		return apint{}, false
	}
	a, b := x.signed(), y.signed()
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && (r.Sign() > 0) == (b.Sign() > 0) {
		q.Add(q, big.NewInt(1))
	}
	return fromBig(x.w, q), true
}

// floorDivS rounds the signed quotient towards negative infinity.
func (x apint) floorDivS(y apint) (apint, bool) {
	if x.sdivUndefined(y) {
		return apint{}, false
	}
	a, b := x.signed(), y.signed()
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && (r.Sign() > 0) != (b.Sign() > 0) {
		q.Sub(q, big.NewInt(1))
	}
	return fromBig(x.w, q), true
}

// ceilDivU rounds the unsigned quotient up.
func (x apint) ceilDivU(y apint) (apint, bool) {
	if y.isZero() {
		return apint{}, false
	}
	q, r := new(big.Int).QuoRem(x.unsigned(), y.unsigned(), new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return fromBig(x.w, q), true
}

// shiftAmount returns y as a shift amount. Shifting by the width or more
// is poison; MLIR 16 folds shifts by up to the width itself (with the
// result APInt gives: all bits shifted out) and leaves larger ones alone.
func (x apint) shiftAmount(y apint) (uint, bool) {
	if y.wide() {
		if y.b.Cmp(big.NewInt(int64(x.w))) > 0 {
			return 0, false
		}
		return uint(y.b.Uint64()), true
	}
	if y.u > uint64(x.w) {
		return 0, false
	}
	return uint(y.u), true
}

func (x apint) shl(y apint) (apint, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return apint{}, false
	}
	if x.wide() {
		return fromBig(x.w, new(big.Int).Lsh(x.b, n)), true
	}
	if n >= 64 {
		return fromUint64(x.w, 0), true
	}
	return fromUint64(x.w, x.u<<n), true
}

func (x apint) lshr(y apint) (apint, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return apint{}, false
	}
	if x.wide() {
		return apint{w: x.w, b: new(big.Int).Rsh(x.b, n)}, true
	}
	if n >= 64 {
		return apint{w: x.w}, true
	}
	return apint{w: x.w, u: x.u >> n}, true
}

func (x apint) ashr(y apint) (apint, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return apint{}, false
	}
	if x.wide() {
		return fromBig(x.w, new(big.Int).Rsh(x.signed(), n)), true
	}
	return fromUint64(x.w, uint64(x.sext64()>>min(n, 63))), true
}

// sext, zext and trunc change the width to w.
func (x apint) sext(w uint) apint {
	if !x.wide() && w <= 64 {
		return fromUint64(w, uint64(x.sext64()))
	}
	return fromBig(w, x.signed())
}

func (x apint) zext(w uint) apint {
	if !x.wide() && w <= 64 {
		return fromUint64(w, x.u)
	}
	return fromBig(w, x.unsigned())
}

func (x apint) trunc(w uint) apint {
	if !x.wide() {
		return fromUint64(w, x.u)
	}
	return fromBig(w, x.b)
}

// compare evaluates an integer predicate.
func (x apint) compare(p CmpIPredicate, y apint) bool {
	switch p {
	case CmpIEq:
		return x.eq(y)
	case CmpINe:
		return !x.eq(y)
	case CmpISlt:
		return x.scmp(y) < 0
	case CmpISle:
		return x.scmp(y) <= 0
	case CmpISgt:
		return x.scmp(y) > 0
	case CmpISge:
		return x.scmp(y) >= 0
	case CmpIUlt:
		return x.ucmp(y) < 0
	case CmpIUle:
		return x.ucmp(y) <= 0
	case CmpIUgt:
		return x.ucmp(y) > 0
	case CmpIUge:
		return x.ucmp(y) >= 0
	}
	return false
}
