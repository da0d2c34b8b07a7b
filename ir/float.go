package ir

import "math"

// roundToFormat rounds v to the nearest value representable in the given
// format (round to nearest, ties to even), for the formats narrower than
// f64. Wider formats keep v: strata holds float constants as float64.
func roundToFormat(kind FloatKind, v float64) float64 {
	switch kind {
	case F32Kind:
		return float64(float32(v))
	case F16Kind:
		return halfToFloat64(float64ToHalf(v))
	case BF16Kind:
		return float64(math.Float32frombits(uint32(float64ToBFloat16(v)) << 16))
	}
	return v
}

// float64ToBFloat16 returns the bfloat16 bits nearest to v.
func float64ToBFloat16(v float64) uint16 {
	b := math.Float32bits(float32(v))
	if b&0x7fffffff > 0x7f800000 { // NaN: keep it quiet
		return uint16(b>>16) | 0x40
	}
	round := uint32(0x7fff) + (b>>16)&1
	return uint16((b + round) >> 16)
}

// float64ToHalf returns the IEEE binary16 bits nearest to v.
func float64ToHalf(v float64) uint16 {
	bits := math.Float64bits(v)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(v) {
		return sign | 0x7e00
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
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}
