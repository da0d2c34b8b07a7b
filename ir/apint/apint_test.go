package apint

import (
	"math"
	"math/big"
	"testing"
)

// total wraps an operation that is defined everywhere.
func total(f func(x, y Int) Int) func(x, y Int) (Int, bool) {
	return func(x, y Int) (Int, bool) { return f(x, y), true }
}

// TestAgainstBig checks every integer operation, on the
// 64-bit fast path and on the arbitrary-precision path, against
// arithmetic done directly on big integers.
func TestAgainstBig(t *testing.T) {
	vals := []int64{0, 1, -1, 2, 3, -7, 100, math.MaxInt64, math.MinInt64, 0x5555, -0x1234567}
	type ref func(a, b *big.Int, w uint) (*big.Int, bool) // a, b signed; result any
	sdivOK := func(a, b *big.Int, w uint) bool {
		min := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), w-1))
		return b.Sign() != 0 && !(a.Cmp(min) == 0 && b.Cmp(big.NewInt(-1)) == 0)
	}
	u := func(a *big.Int, w uint) *big.Int { return modPow2(a, w) }
	floorDiv := func(a, b *big.Int) *big.Int {
		q, m := new(big.Int).DivMod(a, b, new(big.Int)) // Euclidean
		if m.Sign() != 0 && b.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		}
		return q
	}
	ops := map[string]struct {
		f   func(x, y Int) (Int, bool)
		ref ref
	}{
		"add": {total(Int.Add), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).Add(a, b), true }},
		"sub": {total(Int.Sub), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).Sub(a, b), true }},
		"mul": {total(Int.Mul), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).Mul(a, b), true }},
		"and": {total(Int.And), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).And(u(a, w), u(b, w)), true }},
		"or":  {total(Int.Or), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).Or(u(a, w), u(b, w)), true }},
		"xor": {total(Int.Xor), func(a, b *big.Int, w uint) (*big.Int, bool) { return new(big.Int).Xor(u(a, w), u(b, w)), true }},
		"udiv": {Int.UDiv, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if b.Sign() == 0 {
				return nil, false
			}
			return new(big.Int).Quo(u(a, w), u(b, w)), true
		}},
		"urem": {Int.URem, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if b.Sign() == 0 {
				return nil, false
			}
			return new(big.Int).Rem(u(a, w), u(b, w)), true
		}},
		"sdiv": {Int.SDiv, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if !sdivOK(a, b, w) {
				return nil, false
			}
			return new(big.Int).Quo(a, b), true
		}},
		"srem": {Int.SRem, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if b.Sign() == 0 {
				return nil, false
			}
			return new(big.Int).Rem(a, b), true
		}},
		"floordivs": {Int.FloorDivS, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if !sdivOK(a, b, w) {
				return nil, false
			}
			return floorDiv(a, b), true
		}},
		"ceildivs": {Int.CeilDivS, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if !sdivOK(a, b, w) {
				return nil, false
			}
			return new(big.Int).Neg(floorDiv(new(big.Int).Neg(a), b)), true
		}},
		"ceildivu": {Int.CeilDivU, func(a, b *big.Int, w uint) (*big.Int, bool) {
			if b.Sign() == 0 {
				return nil, false
			}
			q, r := new(big.Int).QuoRem(u(a, w), u(b, w), new(big.Int))
			if r.Sign() != 0 {
				q.Add(q, big.NewInt(1))
			}
			return q, true
		}},
		"shl": {Int.Shl, func(a, b *big.Int, w uint) (*big.Int, bool) {
			n := u(b, w)
			if n.Cmp(big.NewInt(int64(w))) > 0 {
				return nil, false
			}
			return new(big.Int).Lsh(u(a, w), uint(n.Uint64())), true
		}},
		"lshr": {Int.LShr, func(a, b *big.Int, w uint) (*big.Int, bool) {
			n := u(b, w)
			if n.Cmp(big.NewInt(int64(w))) > 0 {
				return nil, false
			}
			return new(big.Int).Rsh(u(a, w), uint(n.Uint64())), true
		}},
		"ashr": {Int.AShr, func(a, b *big.Int, w uint) (*big.Int, bool) {
			n := u(b, w)
			if n.Cmp(big.NewInt(int64(w))) > 0 {
				return nil, false
			}
			return new(big.Int).Rsh(a, uint(n.Uint64())), true
		}},
	}
	for _, w := range []uint{1, 7, 8, 32, 63, 64, 65, 100, 128} {
		for _, a := range vals {
			for _, c := range vals {
				x, y := FromBig(w, big.NewInt(a)), FromBig(w, big.NewInt(c))
				// The operands as read signed at width w.
				as, cs := x.Signed(), y.Signed()
				for name, op := range ops {
					got, ok := op.f(x, y)
					want, wantOK := op.ref(as, cs, w)
					if ok != wantOK || ok && got.Unsigned().Cmp(modPow2(want, w)) != 0 {
						t.Fatalf("%s i%d (%d, %d): got %v %v, want %v %v", name, w, as, cs, got.Unsigned(), ok, want, wantOK)
					}
				}
				if got, want := x.SCmp(y), as.Cmp(cs); got != want {
					t.Fatalf("scmp i%d (%d, %d) = %d, want %d", w, as, cs, got, want)
				}
				if got, want := x.UCmp(y), x.Unsigned().Cmp(y.Unsigned()); got != want {
					t.Fatalf("ucmp i%d (%d, %d) = %d, want %d", w, as, cs, got, want)
				}
			}
		}
	}
}

// TestAllInt8 checks every operation on every pair of 8-bit values against
// Go's own int8 and uint8 arithmetic, which wraps as two's complement does.
func TestAllInt8(t *testing.T) {
	type result struct {
		v  uint8
		ok bool
	}
	defined := func(v uint8) result { return result{v, true} }
	undefined := result{}
	// sdivOK is where Go's signed division is also APInt's: Go wraps
	// -128 / -1 to -128, which is overflow here.
	sdivOK := func(a, b int8) bool { return b != 0 && !(a == math.MinInt8 && b == -1) }
	floorDiv := func(a, b int8) int8 {
		q := int(a) / int(b)
		if (int(a)%int(b) != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return int8(q)
	}
	ceilDiv := func(a, b int8) int8 {
		q := int(a) / int(b)
		if (int(a)%int(b) != 0) && ((a < 0) == (b < 0)) {
			q++
		}
		return int8(q)
	}
	ops := []struct {
		name string
		f    func(x, y Int) (Int, bool)
		ref  func(a, b uint8) result
	}{
		{"add", total(Int.Add), func(a, b uint8) result { return defined(a + b) }},
		{"sub", total(Int.Sub), func(a, b uint8) result { return defined(a - b) }},
		{"mul", total(Int.Mul), func(a, b uint8) result { return defined(uint8(int8(a) * int8(b))) }},
		{"and", total(Int.And), func(a, b uint8) result { return defined(a & b) }},
		{"or", total(Int.Or), func(a, b uint8) result { return defined(a | b) }},
		{"xor", total(Int.Xor), func(a, b uint8) result { return defined(a ^ b) }},
		{"smax", total(Int.SMax), func(a, b uint8) result { return defined(uint8(max(int8(a), int8(b)))) }},
		{"smin", total(Int.SMin), func(a, b uint8) result { return defined(uint8(min(int8(a), int8(b)))) }},
		{"umax", total(Int.UMax), func(a, b uint8) result { return defined(max(a, b)) }},
		{"umin", total(Int.UMin), func(a, b uint8) result { return defined(min(a, b)) }},
		{"udiv", Int.UDiv, func(a, b uint8) result {
			if b == 0 {
				return undefined
			}
			return defined(a / b)
		}},
		{"urem", Int.URem, func(a, b uint8) result {
			if b == 0 {
				return undefined
			}
			return defined(a % b)
		}},
		{"sdiv", Int.SDiv, func(a, b uint8) result {
			if !sdivOK(int8(a), int8(b)) {
				return undefined
			}
			return defined(uint8(int8(a) / int8(b)))
		}},
		{"srem", Int.SRem, func(a, b uint8) result {
			if b == 0 {
				return undefined
			}
			return defined(uint8(int8(a) % int8(b))) // Go: -128 % -1 is 0, as APInt
		}},
		{"floordivs", Int.FloorDivS, func(a, b uint8) result {
			if !sdivOK(int8(a), int8(b)) {
				return undefined
			}
			return defined(uint8(floorDiv(int8(a), int8(b))))
		}},
		{"ceildivs", Int.CeilDivS, func(a, b uint8) result {
			if !sdivOK(int8(a), int8(b)) {
				return undefined
			}
			return defined(uint8(ceilDiv(int8(a), int8(b))))
		}},
		{"ceildivu", Int.CeilDivU, func(a, b uint8) result {
			if b == 0 {
				return undefined
			}
			return defined(uint8((uint(a) + uint(b) - 1) / uint(b)))
		}},
		// Go defines shifts by 8 or more on uint8 and int8 as every bit
		// shifted out; above the width APInt's are undefined.
		{"shl", Int.Shl, func(a, b uint8) result {
			if b > 8 {
				return undefined
			}
			return defined(a << b)
		}},
		{"lshr", Int.LShr, func(a, b uint8) result {
			if b > 8 {
				return undefined
			}
			return defined(a >> b)
		}},
		{"ashr", Int.AShr, func(a, b uint8) result {
			if b > 8 {
				return undefined
			}
			return defined(uint8(int8(a) >> b))
		}},
	}
	for a := range 256 {
		for b := range 256 {
			x, y := FromUint64(8, uint64(a)), FromUint64(8, uint64(b))
			for _, op := range ops {
				got, ok := op.f(x, y)
				want := op.ref(uint8(a), uint8(b))
				if ok != want.ok || ok && (got.Width() != 8 || got.Uint64() != uint64(want.v)) {
					t.Fatalf("%s(%d, %d) = %v %v, want %d %v", op.name, int8(a), int8(b), got, ok, int8(want.v), want.ok)
				}
			}
			if got, want := x.SCmp(y), cmp64(int64(int8(a)), int64(int8(b))); got != want {
				t.Fatalf("scmp(%d, %d) = %d, want %d", int8(a), int8(b), got, want)
			}
			if got, want := x.UCmp(y), cmp64(uint64(a), uint64(b)); got != want {
				t.Fatalf("ucmp(%d, %d) = %d, want %d", a, b, got, want)
			}
			if x.Eq(y) != (a == b) {
				t.Fatalf("eq(%d, %d)", a, b)
			}
		}
		x := FromUint64(8, uint64(a))
		if x.Int64() != int64(int8(a)) || x.Signed().Int64() != int64(int8(a)) || x.Unsigned().Uint64() != uint64(a) {
			t.Fatalf("%d read as %d, %v, %v", a, x.Int64(), x.Signed(), x.Unsigned())
		}
		// Extending to 16 bits and truncating back, against Go's
		// conversions.
		if got := x.SExt(16).Uint64(); got != uint64(uint16(int16(int8(a)))) {
			t.Fatalf("sext(%d) = %#x", a, got)
		}
		if got := x.ZExt(16).Uint64(); got != uint64(a) {
			t.Fatalf("zext(%d) = %#x", a, got)
		}
		if got := x.Trunc(4).Uint64(); got != uint64(a&0xf) {
			t.Fatalf("trunc(%d) = %#x", a, got)
		}
		predicates := [...]struct {
			got, want bool
		}{
			{x.IsZero(), a == 0},
			{x.IsOne(), a == 1},
			{x.IsAllOnes(), a == 0xff},
			{x.IsSignedMin(), int8(a) == math.MinInt8},
			{x.IsSignedMax(), int8(a) == math.MaxInt8},
		}
		for i, p := range predicates {
			if p.got != p.want {
				t.Fatalf("predicate %d of %d is %v", i, a, p.got)
			}
		}
	}
}

func TestWide(t *testing.T) {
	minusOne := FromInt64(128, -1)
	if !minusOne.IsAllOnes() || minusOne.Unsigned().BitLen() != 128 || minusOne.Int64() != -1 || minusOne.String() != "-1:i128" {
		t.Errorf("-1 at 128 bits: %v (unsigned %v)", minusOne, minusOne.Unsigned())
	}
	// The big.Int an Int hands out is the caller's to change.
	minusOne.Unsigned().SetInt64(0)
	if !minusOne.IsAllOnes() {
		t.Error("changing Unsigned's result changed the Int")
	}
	if got := FromInt64(100, -2).Trunc(64).Uint64(); got != ^uint64(1) {
		t.Errorf("trunc(-2 : i100) to i64 = %#x", got)
	}
	if got := FromUint64(64, 1<<63).SExt(128); got.String() != "-9223372036854775808:i128" {
		t.Errorf("sext(i64 min) to i128 = %v", got)
	}
	if got := FromUint64(64, 1<<63).ZExt(128); got.Signed().String() != "9223372036854775808" {
		t.Errorf("zext(2^63 : i64) to i128 = %v", got)
	}
}

func TestWidthMismatchPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("adding an i8 to an i16 did not panic")
		}
	}()
	FromUint64(8, 1).Add(FromUint64(16, 1))
}
