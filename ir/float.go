package ir

import (
	"math"
	"math/big"
)

// roundToFormat rounds v to the nearest value representable in the given
// format (round to nearest, ties to even), for the formats narrower than
// f64. Wider formats keep v: strata holds float constants as float64.
func roundToFormat(kind FloatKind, v float64) float64 {
	if v != v {
		// A NaN keeps its payload, which a hardware conversion would quiet.
		return v
	}
	switch kind {
	case F32Kind:
		return float64(float32(v))
	case F16Kind:
		return halfToFloat64(float64ToHalf(v))
	case BF16Kind:
		return float64(math.Float32frombits(uint32(float64ToBFloat16(v)) << 16))
	case TF32Kind:
		r := roundBigToFormat(new(big.Float).SetFloat64(v), floatFormats[TF32Kind])
		if r == nil {
			return math.Inf(int(math.Copysign(1, v)))
		}
		f, _ := r.Float64()
		return f
	}
	return v
}

// float64ToBFloat16 returns the bfloat16 bits nearest to v.
func float64ToBFloat16(v float64) uint16 {
	if v != v {
		// NaN: the sign and the top payload bits, as in nanBits.
		return uint16(nanBits(v, 7) | 0x7f80)
	}
	if float64(float32(v)) != v {
		// Going through f32 would round twice; round once, exactly.
		r := roundBigToFormat(new(big.Float).SetFloat64(v), floatFormats[BF16Kind])
		if r == nil {
			return uint16(math.Float32bits(float32(math.Copysign(math.Inf(1), v))) >> 16)
		}
		v, _ = r.Float64()
	}
	b := math.Float32bits(float32(v))
	round := uint32(0x7fff) + (b>>16)&1
	return uint16((b + round) >> 16)
}

// float64ToHalf returns the IEEE binary16 bits nearest to v.
func float64ToHalf(v float64) uint16 {
	bits := math.Float64bits(v)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(v) {
		return uint16(nanBits(v, 10) | 0x7c00)
	}
	a := math.Abs(v)
	switch {
	case a >= 65520: // rounds to infinity
		return sign | 0x7c00
	case a < 0x1p-25: // rounds to zero
		return sign
	}
	exp := math.Ilogb(a)
	if exp < -14 { // subnormal: units of 2^-24
		m := math.RoundToEven(a * 0x1p24)
		return sign | uint16(m)
	}
	m := math.RoundToEven(math.Ldexp(a, 10-exp)) // 1024..2048
	if m == 2048 {
		m = 1024
		exp++
	}
	return sign | uint16(exp+15)<<10 | uint16(m-1024)
}

// halfToFloat64 returns the value of IEEE binary16 bits h.
func halfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return nanFromBits(h&0x8000 != 0, uint64(h&0x3ff), 10)
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}

// NaNs of the narrow formats are held as float64 NaNs whose payload is the
// narrow payload at the top of the fraction, the way hardware widens them,
// but without setting the quiet bit: printing must give back the bits.

// nanBits returns the sign and the top fracBits payload bits of the NaN v,
// placed as in a format with fracBits fraction bits; a payload that would be
// zero (an infinity) becomes the quiet NaN.
func nanBits(v float64, fracBits uint) uint64 {
	b := math.Float64bits(v)
	frac := b << 12 >> (64 - fracBits)
	if frac == 0 {
		frac = 1 << (fracBits - 1)
	}
	return b>>63<<(fracBits+expBits(fracBits)) | frac
}

// expBits returns the exponent width of the narrow format with fracBits
// fraction bits.
func expBits(fracBits uint) uint {
	switch fracBits {
	case 10:
		return 5
	case 7, 23:
		return 8
	}
	return 11
}

// nanFromBits returns the float64 NaN holding a narrow NaN's payload.
func nanFromBits(neg bool, frac uint64, fracBits uint) float64 {
	b := uint64(0x7ff)<<52 | frac<<(52-fracBits)
	if neg {
		b |= 1 << 63
	}
	return math.Float64frombits(b)
}
