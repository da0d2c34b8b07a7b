package cirunroll

import (
	"fmt"
	"math/big"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// unroll builds the unrolled loop of info before the loop, and erases the
// loop when the unrolled one runs every iteration. It returns the unrolled
// loop and a few words on the shape chosen.
func unroll(info *loopInfo, factor int) (*ir.Operation, string) {
	loop := info.loop
	loc := loop.Loc()
	b := ir.NewBuilder(loop.Context())
	b.SetInsertionPointBefore(loop.Operation)

	var cond func(b *ir.Builder) *ir.Value
	var how string
	keepEpilogue := true
	switch {
	case info.tripCount != nil && new(big.Int).Rem(info.tripCount, big.NewInt(int64(factor))).Sign() == 0:
		// Groups of factor iterations: test the condition once a group.
		cond = func(b *ir.Builder) *ir.Value { return cloneCond(b, info, nil) }
		keepEpilogue = false
		how = fmt.Sprintf("trip count %s, no epilogue", info.tripCount)
	case info.tripCount != nil:
		// Run the whole groups while i has not reached the value it has
		// after them; the epilogue runs the remainder.
		groups := new(big.Int).Quo(info.tripCount, big.NewInt(int64(factor)))
		end := new(big.Int).Mul(groups, big.NewInt(int64(factor)))
		end.Mul(end, info.step)
		end.Add(end, info.init)
		kind := cir.CmpLT
		if info.step.Sign() < 0 {
			kind = cir.CmpGT
		}
		cond = func(b *ir.Builder) *ir.Value {
			iv := cir.NewLoad(b, info.iv, false, loc).Result(0)
			limit := cir.NewIntConst(b, info.ivType, bits(end), loc)
			return cir.NewCmp(b, kind, iv, limit, loc).Result(0)
		}
		rest := new(big.Int).Sub(info.tripCount, new(big.Int).Mul(groups, big.NewInt(int64(factor))))
		how = fmt.Sprintf("trip count %s, epilogue of %s", info.tripCount, iterations(rest))
	default:
		cond = func(b *ir.Builder) *ir.Value { return remainingCond(b, info, factor) }
		how = "unknown trip count, epilogue"
	}

	body := loop.Body().First()
	step := loop.Step().First()
	main := cir.NewFor(b, loc, cond, func(b *ir.Builder) {
		for k := range factor {
			if info.hasContinue {
				// A continue in the copy goes on to what follows the copy.
				cir.NewDo(b, loc, func(b *ir.Builder) { cloneOps(b, body) },
					func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, false, loc) })
			} else {
				cloneOps(b, body)
			}
			if k < factor-1 {
				cloneOps(b, step)
			}
		}
	}, func(b *ir.Builder) { cloneOps(b, step) })
	if !keepEpilogue {
		loop.Erase()
	}
	return main.Operation, how
}

// cloneOps clones the operations of blk but its terminator (a yield) at
// b, each copy with values of its own.
func cloneOps(b *ir.Builder, blk *ir.Block) {
	m := ir.NewMapping()
	for o := range blk.Ops() {
		if o != blk.Last() {
			b.Clone(o, m)
		}
	}
}

// cloneCond clones the cond region's operations but the comparison and
// the cir.condition, and returns the comparison cloned (when kind is nil)
// or made with the operands cloned and the comparison *kind.
func cloneCond(b *ir.Builder, info *loopInfo, kind *cir.CmpKind) *ir.Value {
	m := ir.NewMapping()
	blk := info.loop.Cond().First()
	for o := range blk.Ops() {
		if o != info.cmp && o != blk.Last() {
			b.Clone(o, m)
		}
	}
	if kind == nil {
		return b.Clone(info.cmp, m).Result(0)
	}
	iv := m.LookupOrSelf(info.ivLoad.Result(0))
	bound := m.LookupOrSelf(info.bound)
	return cir.NewCmp(b, *kind, iv, bound, info.cmp.Loc()).Result(0)
}

// remainingCond builds the test that at least factor iterations remain,
// without overflow: for a loop counting up by c while `i < n` (or `i != n`),
// `i < n && (unsigned)n - (unsigned)i > (factor-1)*c`, where the
// difference is exact since i < n; for `i <= n`, `i <= n &&
// (unsigned)n - (unsigned)i >= (factor-1)*c`. A loop counting down swaps
// the roles of i and n.
func remainingCond(b *ir.Builder, info *loopInfo, factor int) *ir.Value {
	loc := info.cmp.Loc()
	up := info.step.Sign() > 0
	first, distKind := info.kind, cir.CmpGT
	switch first {
	case cir.CmpNE:
		first = cir.CmpLT
		if !up {
			first = cir.CmpGT
		}
	case cir.CmpLE, cir.CmpGE:
		distKind = cir.CmpGE
	}
	inRange := cloneCond(b, info, &first)
	cmp := inRange.DefiningOp()
	iv, bound := cmp.Operand(0), cmp.Operand(1)
	unsigned := cir.IntType{Width: info.ivType.Width}
	asUnsigned := func(v *ir.Value) *ir.Value {
		if !info.ivType.Signed {
			return v
		}
		return cir.NewCast(b, cir.CastIntegral, v, unsigned, loc).Result(0)
	}
	hi, lo := asUnsigned(bound), asUnsigned(iv)
	if !up {
		hi, lo = lo, hi
	}
	distance := cir.NewBinOp(b, cir.BinSub, hi, lo, loc).Result(0)
	span := new(big.Int).Mul(big.NewInt(int64(factor-1)), new(big.Int).Abs(info.step))
	spanValue := cir.NewIntConst(b, unsigned, bits(span), loc)
	enough := cir.NewCmp(b, distKind, distance, spanValue, loc).Result(0)
	return cir.NewBinOp(b, cir.BinAnd, inRange, enough, loc).Result(0)
}

// bits returns the low 64 bits of x, two's complement, as cir.Int takes
// constants.
func bits(x *big.Int) int64 {
	if x.Sign() < 0 {
		return x.Int64()
	}
	return int64(x.Uint64())
}

// iterations returns "1 iteration" or "n iterations".
func iterations(n *big.Int) string {
	if n.IsInt64() && n.Int64() == 1 {
		return "1 iteration"
	}
	return n.String() + " iterations"
}
