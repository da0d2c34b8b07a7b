// Package apint is fixed-width two's complement integer arithmetic, as
// LLVM's APInt does it: the arithmetic of MLIR's and LLVM's integer types
// (i1, i8, i17, i128, ...), which wraps around at the type's width and has
// no sign of its own. Operations that read their operands as signed or
// unsigned say so in their name (SDiv, UDiv, SCmp, UCmp, ...).
//
// An Int is an immutable value. Integers of at most 64 bits compute on a
// uint64; wider ones on math/big. The operations on two Ints require equal
// widths and panic otherwise, since mixing widths is a bug in the caller:
// the IR's type rules already make the operands of an integer op one type.
//
// Where the result is undefined (division by zero, signed division
// overflow, a shift by more than the width) an operation reports false
// instead of choosing a value: a folder then leaves the op alone.
package apint

import (
	"fmt"
	"math/big"
)

// Int is an integer of a fixed width in bits. The zero Int has width 0.
type Int struct {
	w uint
	// u holds a value of at most 64 bits, zero-extended; b a wider one,
	// as the unsigned value in [0, 2^w). b is never modified once set.
	u uint64
	b *big.Int
}

func (x Int) wide() bool { return x.w > 64 }

// mask returns the low w bits set, for w <= 64.
func mask(w uint) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// modPow2 reduces v modulo 2^w into a new big.Int.
func modPow2(v *big.Int, w uint) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	return new(big.Int).Mod(v, mod)
}

// FromUint64 returns v truncated to width bits.
func FromUint64(width uint, v uint64) Int {
	if width <= 64 {
		return Int{w: width, u: v & mask(width)}
	}
	return Int{w: width, b: new(big.Int).SetUint64(v)}
}

// FromInt64 returns v, sign-extended or truncated to width bits.
func FromInt64(width uint, v int64) Int {
	if width <= 64 {
		return Int{w: width, u: uint64(v) & mask(width)}
	}
	return FromBig(width, big.NewInt(v))
}

// FromBig returns v reduced modulo 2^width: a negative v is taken in two's
// complement.
func FromBig(width uint, v *big.Int) Int {
	if width <= 64 {
		return Int{w: width, u: modPow2(v, width).Uint64()}
	}
	return Int{w: width, b: modPow2(v, width)}
}

// Width returns the width in bits.
func (x Int) Width() uint { return x.w }

// Uint64 returns the low 64 bits of the value; for a width of at most 64
// this is the value read as unsigned.
func (x Int) Uint64() uint64 {
	if x.wide() {
		return new(big.Int).And(x.b, new(big.Int).SetUint64(^uint64(0))).Uint64()
	}
	return x.u
}

// Int64 returns the value read as signed, for a width of at most 64; for
// a wider one, the low 64 bits.
func (x Int) Int64() int64 {
	if x.wide() {
		return int64(x.Uint64())
	}
	return x.sext64()
}

// sext64 returns the value sign-extended to 64 bits, for w <= 64.
func (x Int) sext64() int64 {
	if x.w == 0 {
		return 0
	}
	s := 64 - x.w
	return int64(x.u<<s) >> s
}

// Unsigned returns the value read as unsigned, in [0, 2^w).
func (x Int) Unsigned() *big.Int {
	if x.wide() {
		return new(big.Int).Set(x.b)
	}
	return new(big.Int).SetUint64(x.u)
}

// Signed returns the value read as two's complement, in [-2^(w-1), 2^(w-1)).
func (x Int) Signed() *big.Int {
	if !x.wide() {
		return big.NewInt(x.sext64())
	}
	if x.b.Bit(int(x.w-1)) == 0 {
		return new(big.Int).Set(x.b)
	}
	return new(big.Int).Sub(x.b, new(big.Int).Lsh(big.NewInt(1), x.w))
}

// String returns the value in decimal, read as signed, and its width:
// "-1:i8".
func (x Int) String() string { return fmt.Sprintf("%s:i%d", x.Signed(), x.w) }

// IsZero reports whether every bit is clear.
func (x Int) IsZero() bool {
	if x.wide() {
		return x.b.Sign() == 0
	}
	return x.u == 0
}

// IsOne reports whether the value is 1.
func (x Int) IsOne() bool {
	if x.wide() {
		return x.b.IsUint64() && x.b.Uint64() == 1
	}
	return x.u == 1
}

// IsAllOnes reports whether every bit is set: -1 read as signed.
func (x Int) IsAllOnes() bool {
	if x.wide() {
		return x.b.BitLen() == int(x.w) && new(big.Int).Add(x.b, big.NewInt(1)).BitLen() == int(x.w)+1
	}
	return x.u == mask(x.w)
}

// IsSignedMin reports whether x is the most negative value, -2^(w-1).
func (x Int) IsSignedMin() bool {
	if x.wide() {
		return x.b.Cmp(new(big.Int).Lsh(big.NewInt(1), x.w-1)) == 0
	}
	return x.w > 0 && x.u == 1<<(x.w-1)
}

// IsSignedMax reports whether x is the most positive value, 2^(w-1)-1.
func (x Int) IsSignedMax() bool {
	if x.wide() {
		return x.b.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), x.w-1), big.NewInt(1))) == 0
	}
	return x.w > 0 && x.u == mask(x.w-1)
}

// sameWidth panics unless x and y have one width.
func sameWidth(x, y Int) {
	if x.w != y.w {
		panic(fmt.Sprintf("apint: operands of widths %d and %d", x.w, y.w))
	}
}

// Eq reports whether x and y have the same bits.
func (x Int) Eq(y Int) bool {
	sameWidth(x, y)
	if x.wide() {
		return x.b.Cmp(y.b) == 0
	}
	return x.u == y.u
}

// UCmp compares x and y read as unsigned: -1, 0 or +1.
func (x Int) UCmp(y Int) int {
	sameWidth(x, y)
	if x.wide() {
		return x.b.Cmp(y.b)
	}
	return cmp64(x.u, y.u)
}

// SCmp compares x and y read as signed: -1, 0 or +1.
func (x Int) SCmp(y Int) int {
	sameWidth(x, y)
	if x.wide() {
		return x.Signed().Cmp(y.Signed())
	}
	return cmp64(x.sext64(), y.sext64())
}

func cmp64[T int64 | uint64](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// SMax returns the larger of x and y read as signed.
func (x Int) SMax(y Int) Int { return pick(x.SCmp(y) >= 0, x, y) }

// SMin returns the smaller of x and y read as signed.
func (x Int) SMin(y Int) Int { return pick(x.SCmp(y) <= 0, x, y) }

// UMax returns the larger of x and y read as unsigned.
func (x Int) UMax(y Int) Int { return pick(x.UCmp(y) >= 0, x, y) }

// UMin returns the smaller of x and y read as unsigned.
func (x Int) UMin(y Int) Int { return pick(x.UCmp(y) <= 0, x, y) }

func pick(first bool, x, y Int) Int {
	if first {
		return x
	}
	return y
}

// Add returns x + y modulo 2^w. Add, Sub and Mul give the same bits
// whether their operands are read as signed or unsigned.
func (x Int) Add(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return FromBig(x.w, new(big.Int).Add(x.b, y.b))
	}
	return FromUint64(x.w, x.u+y.u)
}

// Sub returns x - y modulo 2^w.
func (x Int) Sub(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return FromBig(x.w, new(big.Int).Sub(x.b, y.b))
	}
	return FromUint64(x.w, x.u-y.u)
}

// Mul returns x * y modulo 2^w.
func (x Int) Mul(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return FromBig(x.w, new(big.Int).Mul(x.b, y.b))
	}
	return FromUint64(x.w, x.u*y.u)
}

// And returns x & y.
func (x Int) And(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).And(x.b, y.b)}
	}
	return Int{w: x.w, u: x.u & y.u}
}

// Or returns x | y.
func (x Int) Or(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).Or(x.b, y.b)}
	}
	return Int{w: x.w, u: x.u | y.u}
}

// Xor returns x ^ y.
func (x Int) Xor(y Int) Int {
	sameWidth(x, y)
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).Xor(x.b, y.b)}
	}
	return Int{w: x.w, u: x.u ^ y.u}
}

// UDiv returns x / y, unsigned; false when y is zero.
func (x Int) UDiv(y Int) (Int, bool) {
	sameWidth(x, y)
	if y.IsZero() {
		return Int{}, false
	}
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).Quo(x.b, y.b)}, true
	}
	return Int{w: x.w, u: x.u / y.u}, true
}

// URem returns x % y, unsigned; false when y is zero.
func (x Int) URem(y Int) (Int, bool) {
	sameWidth(x, y)
	if y.IsZero() {
		return Int{}, false
	}
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).Rem(x.b, y.b)}, true
	}
	return Int{w: x.w, u: x.u % y.u}, true
}

// sdivUndefined reports whether x / y, signed, divides by zero or
// overflows (the minimum divided by -1).
func (x Int) sdivUndefined(y Int) bool {
	return y.IsZero() || x.IsSignedMin() && y.IsAllOnes()
}

// SDiv is the signed quotient, rounded toward zero; false on division by
// zero and on overflow (the minimum divided by -1).
func (x Int) SDiv(y Int) (Int, bool) {
	sameWidth(x, y)
	if x.sdivUndefined(y) {
		return Int{}, false
	}
	if x.wide() {
		return FromBig(x.w, new(big.Int).Quo(x.Signed(), y.Signed())), true
	}
	return FromUint64(x.w, uint64(x.sext64()/y.sext64())), true
}

// SRem is the remainder of SDiv, with the sign of x; false on division by
// zero. The minimum modulo -1 is 0, as in APInt (and MLIR's folder).
func (x Int) SRem(y Int) (Int, bool) {
	sameWidth(x, y)
	if y.IsZero() {
		return Int{}, false
	}
	if y.IsAllOnes() {
		return FromUint64(x.w, 0), true
	}
	if x.wide() {
		return FromBig(x.w, new(big.Int).Rem(x.Signed(), y.Signed())), true
	}
	return FromUint64(x.w, uint64(x.sext64()%y.sext64())), true
}

// CeilDivS returns x / y, signed, rounded toward positive infinity; false
// where SDiv is.
func (x Int) CeilDivS(y Int) (Int, bool) {
	return x.roundedDivS(y, func(r, b *big.Int) int {
		if (r.Sign() > 0) == (b.Sign() > 0) {
			return 1
		}
		return 0
	})
}

// FloorDivS returns x / y, signed, rounded toward negative infinity;
// false where SDiv is.
func (x Int) FloorDivS(y Int) (Int, bool) {
	return x.roundedDivS(y, func(r, b *big.Int) int {
		if (r.Sign() > 0) != (b.Sign() > 0) {
			return -1
		}
		return 0
	})
}

// roundedDivS divides toward zero and, when the remainder r of the
// division by b is not zero, adds adjust(r, b) to the quotient.
func (x Int) roundedDivS(y Int, adjust func(r, b *big.Int) int) (Int, bool) {
	sameWidth(x, y)
	if x.sdivUndefined(y) {
		return Int{}, false
	}
	a, b := x.Signed(), y.Signed()
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(int64(adjust(r, b))))
	}
	return FromBig(x.w, q), true
}

// CeilDivU is the unsigned quotient rounded up; false on division by zero.
func (x Int) CeilDivU(y Int) (Int, bool) {
	sameWidth(x, y)
	if y.IsZero() {
		return Int{}, false
	}
	q, r := new(big.Int).QuoRem(x.Unsigned(), y.Unsigned(), new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return FromBig(x.w, q), true
}

// shiftAmount returns y, read as unsigned, as a shift amount of x: false
// above the width. LLVM makes a shift by the width or more poison; a shift
// by exactly the width is still defined here, with every bit shifted out,
// since APInt computes it so and MLIR 16 folds it.
func (x Int) shiftAmount(y Int) (uint, bool) {
	sameWidth(x, y)
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

// Shl shifts x left by y bits; false when y exceeds the width.
func (x Int) Shl(y Int) (Int, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return Int{}, false
	}
	if x.wide() {
		return FromBig(x.w, new(big.Int).Lsh(x.b, n)), true
	}
	if n >= 64 {
		return FromUint64(x.w, 0), true
	}
	return FromUint64(x.w, x.u<<n), true
}

// LShr shifts x right by y bits, filling with zeros; false when y exceeds
// the width.
func (x Int) LShr(y Int) (Int, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return Int{}, false
	}
	if x.wide() {
		return Int{w: x.w, b: new(big.Int).Rsh(x.b, n)}, true
	}
	if n >= 64 {
		return Int{w: x.w}, true
	}
	return Int{w: x.w, u: x.u >> n}, true
}

// AShr shifts x right by y bits, filling with the sign bit; false when y
// exceeds the width.
func (x Int) AShr(y Int) (Int, bool) {
	n, ok := x.shiftAmount(y)
	if !ok {
		return Int{}, false
	}
	if x.wide() {
		return FromBig(x.w, new(big.Int).Rsh(x.Signed(), n)), true
	}
	return FromUint64(x.w, uint64(x.sext64()>>min(n, 63))), true
}

// SExt returns x sign-extended to w bits. SExt, ZExt and Trunc accept any
// w: extending to a narrower width truncates, and truncating to a wider
// one zero-extends.
func (x Int) SExt(w uint) Int {
	if !x.wide() && w <= 64 {
		return FromUint64(w, uint64(x.sext64()))
	}
	return FromBig(w, x.Signed())
}

// ZExt returns x zero-extended to w bits.
func (x Int) ZExt(w uint) Int {
	if !x.wide() && w <= 64 {
		return FromUint64(w, x.u)
	}
	return FromBig(w, x.Unsigned())
}

// Trunc returns the low w bits of x.
func (x Int) Trunc(w uint) Int {
	if !x.wide() {
		return FromUint64(w, x.u)
	}
	return FromBig(w, x.b)
}
