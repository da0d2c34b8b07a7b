package frontend

import (
	"fmt"
	"math"
	"math/big"
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
