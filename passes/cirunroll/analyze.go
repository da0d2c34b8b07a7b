package cirunroll

import (
	"fmt"
	"math/big"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// loopInfo is what the analysis learned of a loop it can unroll.
type loopInfo struct {
	loop cir.ForOp
	// iv is the address of the induction variable (a cir.alloca result)
	// and ivType its type.
	iv     *ir.Value
	ivType cir.IntType
	// kind is the comparison of the condition with the induction variable
	// on the left: `i kind bound`.
	kind cir.CmpKind
	// cmp is the condition's comparison, ivLoad the load of i it compares.
	cmp    *ir.Operation
	ivLoad *ir.Operation
	// bound is the value i is compared with.
	bound *ir.Value
	// step is what the step region adds to i: positive for a loop that
	// counts up, negative for one that counts down.
	step *big.Int
	// stepStore is the step region's store to i.
	stepStore *ir.Operation
	// hasContinue says the body holds a cir.continue of this loop.
	hasContinue bool
	// tripCount is the number of iterations when it is known, else nil.
	tripCount *big.Int
	// init is i's value before the loop when known (with tripCount).
	init *big.Int
}

// analyze decides whether loop can be unrolled by factor. It returns the
// loop's description, or, for a loop it leaves alone, why.
func analyze(loop *ir.Operation, factor int) (*loopInfo, string) {
	forOp, _ := cir.AsFor(loop)
	info := &loopInfo{loop: forOp}
	if reason := checkBody(info); reason != "" {
		return nil, reason
	}
	if reason := checkStep(info); reason != "" {
		return nil, reason
	}
	if reason := checkCond(info); reason != "" {
		return nil, reason
	}
	if reason := checkVariable(info.iv, loop, info.stepStore); reason != "" {
		return nil, "the induction variable " + reason
	}
	switch {
	case info.kind == cir.CmpEQ:
		return nil, "its condition is an equality test ('eq') of the induction variable"
	case info.step.Sign() > 0 && (info.kind == cir.CmpGT || info.kind == cir.CmpGE),
		info.step.Sign() < 0 && (info.kind == cir.CmpLT || info.kind == cir.CmpLE):
		return nil, fmt.Sprintf("its condition ('%s') and its step (%s) go in opposite directions", info.kind, info.step)
	}
	info.init, info.tripCount = tripCount(info)
	if info.tripCount != nil {
		if info.tripCount.Cmp(big.NewInt(int64(factor))) < 0 {
			return nil, fmt.Sprintf("its trip count (%s) is less than the factor (%d)", info.tripCount, factor)
		}
		return info, ""
	}
	// Without a trip count the unrolled loop tests that factor-1 more
	// steps stay within the bound: (factor-1)*|step| must be a value of
	// the variable's type (read unsigned).
	span := new(big.Int).Mul(big.NewInt(int64(factor-1)), new(big.Int).Abs(info.step))
	if span.Cmp(maxUnsigned(info.ivType.Width)) > 0 {
		return nil, fmt.Sprintf("%d steps of %s overflow the induction variable's type", factor-1, info.step)
	}
	return info, ""
}

// checkBody checks that the body is one block ending in cir.yield, holds
// no loop and no break out of the loop, and notes a continue.
func checkBody(info *loopInfo) string {
	body := info.loop.Body()
	if body.NumBlocks() != 1 {
		return "its body has several blocks"
	}
	if t := body.First().Last(); t == nil || !t.Is(cir.YieldOpName) || t.NumOperands() != 0 {
		return "its body does not end in 'cir.yield'"
	}
	reason := ""
	for top := range body.First().Ops() {
		top.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			switch {
			case cir.IsLoop(o):
				reason = "its body holds a loop ('" + o.Name() + "'): it is not innermost"
				return ir.Interrupt
			case o.Is(cir.BreakOpName) && !insideSwitch(o, info.loop.Operation):
				reason = "its body holds a 'cir.break' out of the loop"
				return ir.Interrupt
			case o.Is(cir.ContinueOpName):
				info.hasContinue = true
			}
			return ir.Advance
		})
		if reason != "" {
			break
		}
	}
	return reason
}

// insideSwitch reports whether a cir.switch encloses op within loop: a
// cir.break there leaves the switch, not the loop.
func insideSwitch(op, loop *ir.Operation) bool {
	for p := op.ParentOp(); p != nil && p != loop; p = p.ParentOp() {
		if p.Is(cir.SwitchOpName) {
			return true
		}
	}
	return false
}

// checkStep recognizes the step region: `%v = cir.load %i`, `%n = v ± c`
// (c a constant, in the region or from outside the loop; or inc/dec),
// `cir.store %n, %i`, the yield, and nothing else.
func checkStep(info *loopInfo) string {
	const notRecognized = "its step is not 'i = i + c' or 'i = i - c' with a constant c"
	step := info.loop.Step()
	if step.NumBlocks() != 1 {
		return notRecognized
	}
	blk := step.First()
	yield := blk.Last()
	if yield == nil || !yield.Is(cir.YieldOpName) || yield.NumOperands() != 0 {
		return notRecognized
	}
	store, ok := cir.AsStore(yield.Prev())
	if !ok || store.IsVolatile() {
		return notRecognized
	}
	addr := store.Addr()
	alloca, ok := cir.AsAlloca(addr.DefiningOp())
	if !ok {
		return "its step stores to a variable that is not a local ('cir.alloca')"
	}
	ivType, ok := alloca.AllocaType().(cir.IntType)
	if !ok {
		return "its induction variable is not an integer"
	}
	update := store.Value().DefiningOp()
	if update == nil || update.Block() != blk {
		return notRecognized
	}
	var load *ir.Value
	var delta *big.Int
	if u, ok := cir.AsUnary(update); ok {
		load = u.Input()
		switch u.Kind() {
		case cir.UnaryInc:
			delta = big.NewInt(1)
		case cir.UnaryDec:
			delta = big.NewInt(-1)
		default:
			return notRecognized
		}
	} else if bin, ok := cir.AsBinOp(update); ok {
		var c *ir.Value
		switch {
		case bin.Kind() == cir.BinAdd && isLoadOf(bin.Lhs(), addr):
			load, c = bin.Lhs(), bin.Rhs()
		case bin.Kind() == cir.BinAdd && isLoadOf(bin.Rhs(), addr):
			load, c = bin.Rhs(), bin.Lhs()
		case bin.Kind() == cir.BinSub && isLoadOf(bin.Lhs(), addr):
			load, c = bin.Lhs(), bin.Rhs()
		default:
			return notRecognized
		}
		k, ok := intConstant(c, info.loop.Operation)
		if !ok {
			return "its step is not a constant"
		}
		delta = k
		if bin.Kind() == cir.BinSub {
			delta.Neg(delta)
		}
	} else {
		return notRecognized
	}
	if !isLoadOf(load, addr) || load.DefiningOp().Block() != blk {
		return notRecognized
	}
	// Nothing else: the load, the update, a constant, the store, the yield.
	for o := range blk.Ops() {
		switch {
		case o == load.DefiningOp(), o == update, o == store.Operation, o == yield:
		case o.Is(cir.ConstOpName):
		default:
			return "its step does more than update the induction variable ('" + o.Name() + "')"
		}
	}
	if delta.Sign() == 0 {
		return "its step is zero"
	}
	info.iv, info.ivType, info.step, info.stepStore = addr, ivType, delta, store.Operation
	return ""
}

// isLoadOf reports whether v is a non-volatile cir.load of addr.
func isLoadOf(v, addr *ir.Value) bool {
	load, ok := cir.AsLoad(v.DefiningOp())
	return ok && !load.IsVolatile() && load.Addr() == addr
}

// intConstant returns the value of v when it is a cir.const integer
// defined in loop's step region or outside loop, as a mathematical integer
// (unsigned types read unsigned).
func intConstant(v *ir.Value, loop *ir.Operation) (*big.Int, bool) {
	c, ok := cir.AsConst(v.DefiningOp())
	if !ok {
		return nil, false
	}
	if loop.IsAncestor(c.Operation) && c.ParentRegion() != loop.Region(2) {
		return nil, false
	}
	a, ok := c.Value().(cir.IntAttr)
	if !ok {
		return nil, false
	}
	return intValue(a), true
}

// intValue returns a's value as a mathematical integer.
func intValue(a cir.IntAttr) *big.Int {
	if a.Type.Signed {
		return big.NewInt(a.Value)
	}
	return new(big.Int).SetUint64(a.Uint())
}

// checkCond recognizes the cond region: `cir.cmp(kind, load i, bound)`
// (or the bound first) ending in cir.condition, with nothing else but the
// load of i and what computes the bound: constants, arithmetic (cir.binop,
// cir.unary, cir.cast) and loads of local variables that the loop does not
// store to and whose address does not escape.
func checkCond(info *loopInfo) string {
	const notRecognized = "its condition is not a comparison of the induction variable with a loop-invariant bound"
	cond := info.loop.Cond()
	if cond.NumBlocks() != 1 {
		return notRecognized
	}
	blk := cond.First()
	term := blk.Last()
	if term == nil || !term.Is(cir.ConditionOpName) {
		return notRecognized
	}
	cmp, ok := cir.AsCmp(term.Operand(0).DefiningOp())
	if !ok || cmp.Block() != blk {
		return notRecognized
	}
	kind, bound := cmp.Kind(), cmp.Rhs()
	ivLoad := cmp.Lhs()
	if !isLoadOf(ivLoad, info.iv) {
		ivLoad, bound = cmp.Rhs(), cmp.Lhs()
		kind = swapped(kind)
		if !isLoadOf(ivLoad, info.iv) {
			return notRecognized
		}
	}
	if ivLoad.DefiningOp().Block() != blk || !ivLoad.HasOneUse() {
		return notRecognized
	}
	if bound.IsBlockArgument() && info.loop.IsAncestor(bound.OwnerBlock().ParentOp()) {
		return notRecognized
	}
	// The rest computes the bound, from constants, values from outside the
	// loop and variables the loop leaves alone, without side effects.
	for o := range blk.Ops() {
		if o == term || o == cmp.Operation || o == ivLoad.DefiningOp() {
			continue
		}
		switch {
		case o.Is(cir.ConstOpName), o.Is(cir.BinOpName), o.Is(cir.UnaryOpName), o.Is(cir.CastOpName),
			o.Is(cir.GetGlobalOpName):
		case o.Is(cir.LoadOpName):
			load, _ := cir.AsLoad(o)
			if load.IsVolatile() {
				return "its bound is a volatile load"
			}
			if _, ok := cir.AsAlloca(load.Addr().DefiningOp()); !ok {
				return "its bound is loaded from memory the loop may change (not a local variable)"
			}
			if reason := checkVariable(load.Addr(), info.loop.Operation, nil); reason != "" {
				return "the variable of its bound " + reason
			}
		default:
			return notRecognized
		}
	}
	info.kind, info.cmp, info.ivLoad, info.bound = kind, cmp.Operation, ivLoad.DefiningOp(), bound
	return ""
}

// swapped returns the comparison k with its operands swapped.
func swapped(k cir.CmpKind) cir.CmpKind {
	switch k {
	case cir.CmpLT:
		return cir.CmpGT
	case cir.CmpLE:
		return cir.CmpGE
	case cir.CmpGT:
		return cir.CmpLT
	case cir.CmpGE:
		return cir.CmpLE
	}
	return k
}

// checkVariable checks that the local variable at addr has its address
// only loaded from and stored to, non-volatile, so that nothing but those
// stores changes it, and that no store in loop changes it except allowed
// (the step's store of the induction variable; nil for none). It returns
// what is wrong, or "".
func checkVariable(addr *ir.Value, loop, allowed *ir.Operation) string {
	for use := range addr.Uses() {
		user := use.Owner()
		switch {
		case user.Is(cir.LoadOpName):
			if user.HasAttr(cir.VolatileAttr) {
				return "is accessed through a volatile load"
			}
		case user.Is(cir.StoreOpName) && use.Index() == 1:
			if user.HasAttr(cir.VolatileAttr) {
				return "is accessed through a volatile store"
			}
			if user != allowed && loop.IsAncestor(user) {
				return "is stored to in the loop"
			}
		default:
			return "has its address escape (used by '" + user.Name() + "')"
		}
	}
	return ""
}

// tripCount returns the value of the induction variable before the loop
// and the loop's trip count, when both are known constants, else nils.
func tripCount(info *loopInfo) (init, trips *big.Int) {
	init = initialValue(info)
	if init == nil {
		return nil, nil
	}
	c, ok := cir.AsConst(info.bound.DefiningOp())
	if !ok {
		return nil, nil
	}
	a, ok := c.Value().(cir.IntAttr)
	if !ok {
		return nil, nil
	}
	trips = staticTripCount(info.ivType, init, intValue(a), info.step, info.kind)
	if trips == nil {
		return nil, nil
	}
	return init, trips
}

// staticTripCount returns how many times `for (i = init; i kind bound; i
// += step)` runs its body, i of type t, or nil when that is not a plain
// count: the step goes the wrong way, or i would wrap around (unsigned) or
// overflow (signed) before the condition fails.
func staticTripCount(t cir.IntType, init, bound, step *big.Int, kind cir.CmpKind) *big.Int {
	// Count up, mirroring a loop that counts down: `i > n` stepping by -c
	// runs as often as `-i < -n` stepping by c.
	start, end, by := init, bound, step
	if by.Sign() < 0 {
		start, end, by, kind = new(big.Int).Neg(start), new(big.Int).Neg(end), new(big.Int).Neg(by), swapped(kind)
	}
	if by.Sign() == 0 {
		return nil
	}
	distance := new(big.Int).Sub(end, start)
	var trips *big.Int
	switch kind {
	case cir.CmpLT:
		if distance.Sign() <= 0 {
			trips = big.NewInt(0)
		} else {
			// ceil(distance / by)
			trips = new(big.Int).Add(distance, by)
			trips.Sub(trips, big.NewInt(1))
			trips.Quo(trips, by)
		}
	case cir.CmpLE:
		if distance.Sign() < 0 {
			trips = big.NewInt(0)
		} else {
			trips = new(big.Int).Quo(distance, by)
			trips.Add(trips, big.NewInt(1))
		}
	case cir.CmpNE:
		q, r := new(big.Int).QuoRem(distance, by, new(big.Int))
		if distance.Sign() < 0 || r.Sign() != 0 {
			return nil // it would wrap around: leave that to the epilogue
		}
		trips = q
	default:
		return nil
	}
	// The value after the last step must be one of the type's: otherwise
	// it wraps (unsigned) and the loop goes on, or overflows (signed).
	final := new(big.Int).Mul(trips, step)
	final.Add(final, init)
	if final.Cmp(minValue(t)) < 0 || final.Cmp(maxValue(t)) > 0 {
		return nil
	}
	return trips
}

// initialValue returns the constant the induction variable holds when the
// loop starts: the value of the last store to it before the loop in the
// loop's block. Nothing else writes it (its address does not escape), but
// an operation in between that holds a store to it makes it unknown.
func initialValue(info *loopInfo) *big.Int {
	for o := info.loop.Prev(); o != nil; o = o.Prev() {
		if store, ok := cir.AsStore(o); ok && store.Addr() == info.iv {
			c, ok := cir.AsConst(store.Value().DefiningOp())
			if !ok {
				return nil
			}
			a, ok := c.Value().(cir.IntAttr)
			if !ok {
				return nil
			}
			return intValue(a)
		}
		if o.NumRegions() > 0 && o.Walk(ir.PreOrder, func(inner *ir.Operation) ir.WalkResult {
			if store, ok := cir.AsStore(inner); ok && store.Addr() == info.iv {
				return ir.Interrupt
			}
			return ir.Advance
		}) {
			return nil
		}
	}
	return nil
}

// minValue and maxValue return the range of t; maxUnsigned the largest
// unsigned number of width bits.
func minValue(t cir.IntType) *big.Int {
	if !t.Signed {
		return big.NewInt(0)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1)))
}

func maxValue(t cir.IntType) *big.Int {
	if !t.Signed {
		return maxUnsigned(t.Width)
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1))
	return m.Sub(m, big.NewInt(1))
}

func maxUnsigned(width int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(width))
	return m.Sub(m, big.NewInt(1))
}
