package scf

import (
	"slices"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/ir"
)

// The scf.while canonicalizations of MLIR 16, in the order MLIR 16 adds
// them (the greedy driver tries equal benefits in that order). MLIR 17's
// WhileRemoveDuplicatedResults and WhileRemoveUnusedArgs are not in 16:
// mlir-opt-16 leaves duplicated condition values and unused before-block
// arguments alone, and so does strata.
func whileCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "RemoveLoopInvariantArgsFromBeforeBlock", Benefit: 1, Rewrite: removeLoopInvariantArgsFromBeforeBlock},
		{Name: "RemoveLoopInvariantValueYielded", Benefit: 1, Rewrite: removeLoopInvariantValueYielded},
		{Name: "WhileConditionTruth", Benefit: 1, Rewrite: whileConditionTruth},
		{Name: "WhileCmpCond", Benefit: 1, Rewrite: whileCmpCond},
		{Name: "WhileUnusedResult", Benefit: 1, Rewrite: whileUnusedResult},
	}
}

// wellFormedWhile reports whether w has the shape the patterns rely on: a
// before block ending in scf.condition and an after block ending in
// scf.yield, with as many values on each edge as the blocks take. The
// verifier guarantees it for verified IR; the check keeps a pattern from
// panicking on IR a previous rewrite left unverified.
func wellFormedWhile(w WhileOp) bool {
	before, after := w.Before(), w.After()
	if before == nil || after == nil || w.Region(0).NumBlocks() != 1 || w.Region(1).NumBlocks() != 1 {
		return false
	}
	cond, ok := AsCondition(before.Last())
	if !ok || len(cond.Args()) != after.NumArguments() || len(cond.Args()) != w.NumResults() {
		return false
	}
	y := after.Last()
	return y != nil && y.Is(YieldOpName) && y.NumOperands() == before.NumArguments() &&
		before.NumArguments() == len(w.Inits())
}

// newWhileShell creates, before op, an scf.while with the given results
// and inits and two empty regions. Like MLIR's patterns, it does not copy
// op's attributes.
func newWhileShell(rw ir.Rewriter, op *ir.Operation, results []ir.Type, inits []*ir.Value) WhileOp {
	return WhileOp{rw.Builder().Create(ir.OperationState{
		Name:        WhileOpName,
		Loc:         op.Loc(),
		Operands:    inits,
		ResultTypes: results,
		NumRegions:  2,
	})}
}

// replaceTerminator replaces the terminator of blk by an op of the same
// name and location with operands vals, created in its place (MLIR's
// patterns build a new scf.yield or scf.condition rather than changing the
// old one, and do not keep its attributes).
func replaceTerminator(rw ir.Rewriter, blk *ir.Block, vals []*ir.Value) {
	old := blk.Last()
	b := rw.Builder()
	saved := b.InsertionPoint()
	b.SetInsertionPointBefore(old)
	b.Create(ir.OperationState{Name: old.Name(), Loc: old.Loc(), Operands: vals})
	b.SetInsertionPoint(saved)
	rw.EraseOp(old)
}

// argLocs returns the locations of the block arguments args.
func argLocs(args []*ir.Value) []ir.Location {
	out := make([]ir.Location, len(args))
	for i, a := range args {
		out[i] = a.Loc()
	}
	return out
}

// invariantBeforeArg reports whether the i-th before-block argument of w
// keeps its initial value on every iteration: the after block yields back
// the initial value, or yields an after-block argument that the condition
// received from the before-block argument itself or from its initial value.
func invariantBeforeArg(w WhileOp, i int) bool {
	init := w.Inits()[i]
	yielded := w.After().Last().Operand(i)
	if yielded == init {
		return true
	}
	if !yielded.IsBlockArgument() || yielded.OwnerBlock() != w.After() {
		return false
	}
	passed := w.Condition().Args()[yielded.Index()]
	return passed == w.Before().Argument(i) || passed == init
}

// removeLoopInvariantArgsFromBeforeBlock drops the loop-carried values that
// never change (see invariantBeforeArg): their before-block arguments are
// replaced by the initial values, and the scf.while is rebuilt without
// them.
func removeLoopInvariantArgsFromBeforeBlock(op *ir.Operation, rw ir.Rewriter) bool {
	w, _ := AsWhile(op)
	if !wellFormedWhile(w) {
		return false
	}
	inits := w.Inits()
	invariant := make([]bool, len(inits))
	any := false
	for i := range inits {
		invariant[i] = invariantBeforeArg(w, i)
		any = any || invariant[i]
	}
	if !any {
		return false
	}
	before, after := w.Before(), w.After()
	yielded := after.Last().Operands()
	var newInits, newYields []*ir.Value
	var newArgs []*ir.Value
	for i := range inits {
		if !invariant[i] {
			newInits = append(newInits, inits[i])
			newYields = append(newYields, yielded[i])
			newArgs = append(newArgs, before.Argument(i))
		}
	}
	replaceTerminator(rw, after, newYields)

	nw := newWhileShell(rw, op, op.ResultTypes(), newInits)
	newBefore := nw.Region(0).AddBlock(valueTypes(newYields), argLocs(newArgs))
	replacements := make([]*ir.Value, len(inits))
	j := 0
	for i := range inits {
		if invariant[i] {
			replacements[i] = inits[i]
		} else {
			replacements[i] = newBefore.Argument(j)
			j++
		}
	}
	rw.MergeBlocks(before, newBefore, replacements)
	moveRegion(rw, op.Region(1), nw.Region(1))
	rw.ReplaceOp(op, nw.Results())
	return true
}

// removeLoopInvariantValueYielded drops the values that scf.condition
// passes on but that are not defined in the before block: the after
// block's arguments and the loop's results for them are replaced by the
// values themselves.
func removeLoopInvariantValueYielded(op *ir.Operation, rw ir.Rewriter) bool {
	w, _ := AsWhile(op)
	if !wellFormedWhile(w) {
		return false
	}
	before, after := w.Before(), w.After()
	cond := w.Condition()
	passed := cond.Args()
	outside := func(v *ir.Value) bool { return parentBlock(v) != before }
	any := false
	for _, v := range passed {
		any = any || outside(v)
	}
	if !any {
		return false
	}
	var kept, keptArgs []*ir.Value
	for i, v := range passed {
		if !outside(v) {
			kept = append(kept, v)
			keptArgs = append(keptArgs, after.Argument(i))
		}
	}
	replaceTerminator(rw, before, append([]*ir.Value{cond.Cond()}, kept...))

	types := valueTypes(kept)
	nw := newWhileShell(rw, op, types, w.Inits())
	newAfter := nw.Region(1).AddBlock(types, argLocs(keptArgs))
	argValues := make([]*ir.Value, len(passed))
	results := make([]*ir.Value, len(passed))
	j := 0
	for i, v := range passed {
		if outside(v) {
			argValues[i], results[i] = v, v
		} else {
			argValues[i], results[i] = newAfter.Argument(j), nw.Result(j)
			j++
		}
	}
	rw.MergeBlocks(after, newAfter, argValues)
	moveRegion(rw, op.Region(0), nw.Region(0))
	rw.ReplaceOp(op, results)
	return true
}

// parentBlock returns the block that defines v: the block of its defining
// op, or the block it is an argument of.
func parentBlock(v *ir.Value) *ir.Block {
	if v.IsBlockArgument() {
		return v.OwnerBlock()
	}
	return v.DefiningOp().Block()
}

// whileConditionTruth replaces the uses in the after block of the
// condition, when scf.condition passes it on, by true: the after block only
// runs when it holds.
func whileConditionTruth(op *ir.Operation, rw ir.Rewriter) bool {
	w, _ := AsWhile(op)
	if !wellFormedWhile(w) {
		return false
	}
	cond := w.Condition()
	var trueConst *ir.Value
	replaced := false
	for i, v := range cond.Args() {
		arg := w.After().Argument(i)
		if v != cond.Cond() || !arg.HasUses() {
			continue
		}
		if trueConst == nil {
			trueConst = arith.NewConstantBool(rw.Builder(), true, op.Loc()).Result()
		}
		rw.ReplaceAllUsesWith(arg, trueConst)
		replaced = true
	}
	return replaced
}

// whileCmpCond folds, in the after block, the arith.cmpi ops that repeat
// the loop condition (an arith.cmpi) on the value scf.condition passed on:
// they are true there, and their inverses false.
func whileCmpCond(op *ir.Operation, rw ir.Rewriter) bool {
	w, _ := AsWhile(op)
	if !wellFormedWhile(w) {
		return false
	}
	cond := w.Condition()
	cmp, ok := arith.AsCmpI(cond.Cond().DefiningOp())
	if !ok {
		return false
	}
	changed := false
	for i, v := range cond.Args() {
		arg := w.After().Argument(i)
		for side := range 2 {
			if v != cmp.Operand(side) {
				continue
			}
			var repeats []*ir.Operation
			for user := range arg.Users() {
				if _, ok := arith.AsCmpI(user); ok && !slices.Contains(repeats, user) {
					repeats = append(repeats, user)
				}
			}
			for _, user := range repeats {
				cmp2, _ := arith.AsCmpI(user)
				if cmp2.Operand(1-side) != cmp.Operand(1-side) {
					continue
				}
				var holds bool
				switch cmp2.Predicate() {
				case cmp.Predicate():
					holds = true
				case arith.InvertedPredicate(cmp.Predicate()):
					holds = false
				default:
					continue
				}
				b := rw.Builder()
				saved := b.InsertionPoint()
				b.SetInsertionPointBefore(user)
				k := arith.NewConstantBool(b, holds, user.Loc())
				b.SetInsertionPoint(saved)
				rw.ReplaceOp(user, k.Results())
				changed = true
			}
		}
	}
	return changed
}

// whileUnusedResult drops the values scf.condition passes on that neither
// the after block nor the loop's users read.
func whileUnusedResult(op *ir.Operation, rw ir.Rewriter) bool {
	w, _ := AsWhile(op)
	if !wellFormedWhile(w) {
		return false
	}
	cond := w.Condition()
	after := w.After()
	passed := cond.Args()
	var keep []int
	for i := range passed {
		if op.Result(i).HasUses() || after.Argument(i).HasUses() {
			keep = append(keep, i)
		}
	}
	if len(keep) == len(passed) {
		return false
	}
	var kept []*ir.Value
	var types []ir.Type
	var keptLocs []ir.Location
	for _, i := range keep {
		kept = append(kept, passed[i])
		types = append(types, op.Result(i).Type())
		keptLocs = append(keptLocs, op.Result(i).Loc())
	}
	replaceTerminator(rw, w.Before(), append([]*ir.Value{cond.Cond()}, kept...))

	nw := newWhileShell(rw, op, types, w.Inits())
	newAfter := nw.Region(1).AddBlock(types, keptLocs)
	moveRegion(rw, op.Region(0), nw.Region(0))
	// The dropped arguments and results have no uses: they stand for
	// themselves.
	argValues := slices.Clone(after.Arguments())
	results := slices.Clone(op.Results())
	for k, i := range keep {
		argValues[i] = newAfter.Argument(k)
		results[i] = nw.Result(k)
	}
	rw.MergeBlocks(after, newAfter, argValues)
	replaceUsedResults(rw, op, results)
	return true
}
