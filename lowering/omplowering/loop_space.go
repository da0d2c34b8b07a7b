package omplowering

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// Variables the loop primitives bind for each other. Their names are not
// DSL identifiers, so no spec can name them.
const (
	varTripCount = ".loop.count"  // the normalized iteration count (i64)
	varDimCount  = ".loop.count." // + loop index: one loop's trip count
)

// arith builds the i64 and integer arithmetic of the loop primitives at
// a builder, all at one location.
type arith struct {
	b   *ir.Builder
	loc ir.Location
}

func (a arith) c64(v int64) *ir.Value { return llvm.NewIntConstant(a.b, ir.I64, v, a.loc) }

func (a arith) bin(name string, x, y *ir.Value) *ir.Value {
	return llvm.NewBinary(a.b, name, x, y, llvm.OverflowNone, a.loc).Result(0)
}

func (a arith) add(x, y *ir.Value) *ir.Value { return a.bin(llvm.AddOpName, x, y) }
func (a arith) sub(x, y *ir.Value) *ir.Value { return a.bin(llvm.SubOpName, x, y) }

// inc steps a counter of normalized iterations (0 .. trip count - 1,
// or a row or column index below a count): k + 1 with nsw, which cannot
// overflow since k is below a count that fits. The flag lets LLVM's
// scalar evolution compute the trip count of a loop the counter
// controls, which the vectorizer needs.
func (a arith) inc(x *ir.Value) *ir.Value {
	return llvm.NewBinary(a.b, llvm.AddOpName, x, a.c64(1), llvm.OverflowNSW, a.loc).Result(0)
}
func (a arith) mul(x, y *ir.Value) *ir.Value { return a.bin(llvm.MulOpName, x, y) }

func (a arith) cmp(pred llvm.ICmpPredicate, x, y *ir.Value) *ir.Value {
	return llvm.NewICmp(a.b, pred, x, y, a.loc).Result(0)
}

func (a arith) sel(c, x, y *ir.Value) *ir.Value { return llvm.NewSelect(a.b, c, x, y, a.loc).Result(0) }

// cast sign-extends or truncates the integer v to t (nothing when it has
// that type already).
func (a arith) cast(v *ir.Value, t ir.IntegerType) *ir.Value {
	from := v.Type().(ir.IntegerType)
	switch {
	case from.Width < t.Width:
		return llvm.NewCast(a.b, llvm.SExtOpName, v, t, a.loc).Result(0)
	case from.Width > t.Width:
		return llvm.NewCast(a.b, llvm.TruncOpName, v, t, a.loc).Result(0)
	}
	return v
}

func (a arith) load(t ir.Type, p *ir.Value) *ir.Value {
	return llvm.NewLoad(a.b, t, p, 0, false, a.loc).Result(0)
}

// wsloopOf returns the construct as a wsloop with the loop nest directly
// inside it, the shape the loop primitives lower.
func wsloopOf(e *Emitter) (omp.WsloopOp, omp.LoopNestOp, error) {
	ws, ok := omp.AsWsloop(e.Construct)
	if !ok {
		return ws, omp.LoopNestOp{}, e.Errorf("expected an omp.wsloop, found '%s'", e.Construct.Name())
	}
	var nest omp.LoopNestOp
	found := false
	for op := range ws.Body().Ops() {
		if n, ok := omp.AsLoopNest(op); ok {
			nest, found = n, true
		} else if !op.Is("omp.terminator") {
			return ws, nest, e.Errorf("the loop primitives lower a wsloop around an omp.loop_nest, not around '%s'", op.Name())
		}
	}
	if !found {
		return ws, nest, e.Errorf("the wsloop holds no omp.loop_nest")
	}
	for i, iv := range nest.IVs() {
		if _, ok := iv.Type().(ir.IntegerType); !ok {
			return ws, nest, e.Errorf("induction variable #%d has type %s; the loop primitives need an integer type", i, ir.TypeString(iv.Type()))
		}
	}
	return ws, nest, nil
}

// tripCount returns the normalized iteration count of the loop nest as an
// i64, computing it at the builder the first time (it is bound for the
// later primitives of the plan). Each loop's count is
//
//	step > 0: ub >= lb (inclusive) or ub > lb: (ub - lb [- 1]) / step + 1, else 0
//	step < 0: the same with lb - ub and -step
//
// and the nest's count is their product.
func tripCount(e *Emitter) (*ir.Value, error) {
	if n, ok := e.Var(varTripCount); ok {
		return n, nil
	}
	_, nest, err := wsloopOf(e)
	if err != nil {
		return nil, err
	}
	return nestTripCount(e, nest), nil
}

// nestTripCount computes the normalized iteration count of nest at the
// builder and binds it and the loops' counts (see tripCount).
func nestTripCount(e *Emitter, nest omp.LoopNestOp) *ir.Value {
	a := arith{e.B, e.Construct.Loc()}
	lbs, ubs, steps := nest.LowerBounds(), nest.UpperBounds(), nest.Steps()
	var total *ir.Value
	for d := range lbs {
		lb, ub, st := a.cast(lbs[d], ir.I64), a.cast(ubs[d], ir.I64), a.cast(steps[d], ir.I64)
		zero, one := a.c64(0), a.c64(1)
		neg := a.cmp(llvm.ICmpSLT, st, zero)
		dist := a.sel(neg, a.sub(lb, ub), a.sub(ub, lb))
		mag := a.sel(neg, a.sub(zero, st), st)
		var nonEmpty, count *ir.Value
		if nest.Inclusive() {
			nonEmpty = a.cmp(llvm.ICmpSGE, dist, zero)
			count = a.add(a.bin(llvm.UDivOpName, dist, mag), one)
		} else {
			nonEmpty = a.cmp(llvm.ICmpSGT, dist, zero)
			count = a.add(a.bin(llvm.UDivOpName, a.sub(dist, one), mag), one)
		}
		count = a.sel(nonEmpty, count, zero)
		e.SetVar(fmt.Sprintf("%s%d", varDimCount, d), count)
		if total == nil {
			total = count
		} else {
			total = a.mul(total, count)
		}
	}
	e.SetVar(varTripCount, total)
	return total
}

// inductionValues returns, at the builder, the loop nest's induction
// variables for the normalized iteration k (i64): with the loops' counts
// n_0 .. n_{c-1}, the innermost index is k mod n_{c-1}, the next k / n_{c-1}
// mod n_{c-2}, and so on; each variable is lb + index * step in its type.
func inductionValues(e *Emitter, a arith, nest omp.LoopNestOp, k *ir.Value) ([]*ir.Value, error) {
	lbs, steps := nest.LowerBounds(), nest.Steps()
	ivs := make([]*ir.Value, len(lbs))
	rest := k
	for d := len(lbs) - 1; d >= 0; d-- {
		index := rest
		if d > 0 {
			n, ok := e.Var(fmt.Sprintf("%s%d", varDimCount, d))
			if !ok {
				return nil, e.Errorf("the trip count of loop #%d was not computed", d)
			}
			index = a.bin(llvm.URemOpName, rest, n)
			rest = a.bin(llvm.UDivOpName, rest, n)
		}
		t := nest.IVs()[d].Type().(ir.IntegerType)
		ivs[d] = a.add(lbs[d], a.mul(a.cast(index, t), steps[d]))
	}
	return ivs, nil
}
