package scf

import (
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
)

// The canonicalization patterns of MLIR 16's scf dialect, named as there
// (the canonicalize pass selects patterns by name). Like MLIR's, they build
// arith ops (selects, constants, conjunctions) where a region's control
// flow becomes data flow.

func forCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "ForOpIterArgsFolder", Benefit: 1, Rewrite: forOpIterArgsFolder},
		{Name: "SimplifyTrivialLoops", Benefit: 1, Rewrite: simplifyTrivialLoops},
	}
}

func ifCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "CombineIfs", Benefit: 1, Rewrite: combineIfs},
		{Name: "CombineNestedIfs", Benefit: 1, Rewrite: combineNestedIfs},
		{Name: "ConditionPropagation", Benefit: 1, Rewrite: conditionPropagation},
		{Name: "ConvertTrivialIfToSelect", Benefit: 1, Rewrite: convertTrivialIfToSelect},
		{Name: "RemoveEmptyElseBranch", Benefit: 1, Rewrite: removeEmptyElseBranch},
		{Name: "RemoveStaticCondition", Benefit: 1, Rewrite: removeStaticCondition},
		{Name: "RemoveUnusedResults", Benefit: 1, Rewrite: removeUnusedResults},
		{Name: "ReplaceIfYieldWithConditionOrValue", Benefit: 1, Rewrite: replaceIfYieldWithConditionOrValue},
	}
}

func executeRegionCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "SingleBlockExecuteInliner", Benefit: 1, Rewrite: singleBlockExecuteInliner},
		{Name: "MultiBlockExecuteInliner", Benefit: 1, Rewrite: multiBlockExecuteInliner},
	}
}

// replaceOpWithRegion inlines the single block of r before op, with its
// arguments replaced by args, and replaces op's results with the values
// the block's terminator yielded.
func replaceOpWithRegion(rw ir.Rewriter, op *ir.Operation, r *ir.Region, args []*ir.Value) {
	blk := r.First()
	term := blk.Last()
	rw.InlineBlockBefore(blk, op, args)
	// Read the results after inlining: a yielded block argument is now its
	// replacement from args.
	rw.ReplaceOp(op, term.Operands())
	rw.EraseOp(term)
}

// moveRegion moves the blocks of from into the empty region to.
func moveRegion(rw ir.Rewriter, from, to *ir.Region) {
	if from.Empty() {
		return
	}
	anchor := to.AddBlock(nil, nil)
	rw.InlineRegionBefore(from, anchor)
	rw.EraseBlock(anchor)
}

// replaceYield replaces the scf.yield ending blk with one of vals.
func replaceYield(rw ir.Rewriter, blk *ir.Block, vals []*ir.Value) {
	old := blk.Last()
	b := rw.Builder()
	saved := b.InsertionPoint()
	b.SetInsertionPointToEnd(blk)
	NewYield(b, vals, old.Loc())
	b.SetInsertionPoint(saved)
	rw.EraseOp(old)
}

// isArithConstant reports whether v is defined by an arith.constant, which
// is what MLIR's scf patterns look for.
func isArithConstant(v *ir.Value) bool {
	_, ok := arith.AsConstant(v.DefiningOp())
	return ok
}

// boolConst returns the value of an i1 ConstantLike op defining v.
func boolConst(v *ir.Value) (value, ok bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false, false
	}
	a, ok := d.Attr("value").(ir.IntegerAttr)
	if !ok || a.AttrType() != ir.Type(ir.I1) {
		return false, false
	}
	return a.Bool(), true
}

// --- scf.for ---

// forOpIterArgsFolder drops the loop-carried values that the loop does
// not need: those the body yields back unchanged, and those the body never
// reads whose result is unused or which it yields as their initial value.
// Their results become the initial values.
func forOpIterArgsFolder(op *ir.Operation, rw ir.Rewriter) bool {
	f, _ := AsFor(op)
	body := f.Body()
	if body == nil {
		return false
	}
	yield := f.Yield()
	inits := f.InitArgs()
	iterArgs := f.RegionIterArgs()
	yielded := yield.Operands()
	if len(yielded) != len(inits) || len(iterArgs) != len(inits) {
		return false
	}
	forwarded := make([]bool, len(inits))
	any := false
	for i := range inits {
		arg, res := iterArgs[i], op.Result(i)
		forwarded[i] = yielded[i] == arg || !arg.HasUses() && (yielded[i] == inits[i] || !res.HasUses())
		any = any || forwarded[i]
	}
	if !any {
		return false
	}
	var keptInits []*ir.Value
	for i := range inits {
		if !forwarded[i] {
			keptInits = append(keptInits, inits[i])
		}
	}
	nf := newForShell(rw, f, keptInits)
	nbody := nf.Body()
	args := []*ir.Value{nf.InductionVar()}
	results := make([]*ir.Value, len(inits))
	k := 0
	for i := range inits {
		if forwarded[i] {
			args = append(args, inits[i])
			results[i] = inits[i]
			continue
		}
		args = append(args, nbody.Argument(1+k))
		results[i] = nf.Result(k)
		k++
	}
	rw.MergeBlocks(body, nbody, args)
	y := nbody.Last()
	// The yield's operands after the merge: a yielded block argument of
	// the old body is now its replacement.
	var keptYields []*ir.Value
	for i, v := range y.Operands() {
		if !forwarded[i] {
			keptYields = append(keptYields, v)
		}
	}
	rw.ModifyInPlace(y, func() { y.SetOperands(keptYields) })
	rw.ReplaceOp(op, results)
	return true
}

// newForShell creates, before f, an scf.for with f's bounds carrying
// inits, whose body block has arguments but no operations. Like MLIR's
// pattern, it does not copy f's attributes.
func newForShell(rw ir.Rewriter, f ForOp, inits []*ir.Value) ForOp {
	types := valueTypes(inits)
	nop := rw.Builder().Create(ir.OperationState{
		Name:        ForOpName,
		Loc:         f.Loc(),
		Operands:    append([]*ir.Value{f.LowerBound(), f.UpperBound(), f.Step()}, inits...),
		ResultTypes: types,
		NumRegions:  1,
	})
	argTypes := append([]ir.Type{ir.Index}, types...)
	nop.Region(0).AddBlock(argTypes, locs(len(argTypes), f.Loc()))
	return ForOp{nop}
}

// simplifyTrivialLoops removes loops that run zero times (their results are
// the initial values), inlines loops that run once, and removes loops that
// run at least once with an empty body yielding values from outside.
func simplifyTrivialLoops(op *ir.Operation, rw ir.Rewriter) bool {
	f, _ := AsFor(op)
	if f.Body() == nil {
		return false
	}
	if f.LowerBound() == f.UpperBound() {
		rw.ReplaceOp(op, f.InitArgs())
		return true
	}
	lb, ok1 := indexConst(f.LowerBound())
	ub, ok2 := indexConst(f.UpperBound())
	if !ok1 || !ok2 {
		return false
	}
	if lb >= ub {
		rw.ReplaceOp(op, f.InitArgs())
		return true
	}
	step, ok := indexConst(f.Step())
	if !ok {
		return false
	}
	// lb + step, in 64-bit arithmetic that wraps as MLIR's APInt does.
	if next := int64(uint64(lb) + uint64(step)); next >= ub {
		args := append([]*ir.Value{f.LowerBound()}, f.InitArgs()...)
		replaceOpWithRegion(rw, op, op.Region(0), args)
		return true
	}
	body := f.Body()
	if body.First() != body.Last() {
		return false
	}
	yielded := f.Yield().Operands()
	for _, v := range yielded {
		if op.Region(0).IsAncestor(v.ParentRegion()) {
			return false
		}
	}
	rw.ReplaceOp(op, yielded)
	return true
}

// indexConst returns the value of an arith.constant defining v.
func indexConst(v *ir.Value) (int64, bool) {
	if !isArithConstant(v) {
		return 0, false
	}
	return arith.ConstantInt(v)
}

// --- scf.if ---

// removeUnusedResults rebuilds an scf.if without the results nobody uses.
func removeUnusedResults(op *ir.Operation, rw ir.Rewriter) bool {
	var used []int
	for i := range op.NumResults() {
		if op.Result(i).HasUses() {
			used = append(used, i)
		}
	}
	if len(used) == op.NumResults() {
		return false
	}
	types := make([]ir.Type, len(used))
	for k, i := range used {
		types[k] = op.Result(i).Type()
	}
	nif := newIfShell(rw, op, op.Operand(0), types)
	for r := range 2 {
		moveRegion(rw, op.Region(r), nif.Region(r))
		blk := nif.Region(r).First()
		if blk == nil {
			continue
		}
		old := blk.Last().Operands()
		keep := make([]*ir.Value, len(used))
		for k, i := range used {
			keep[k] = old[i]
		}
		y := blk.Last()
		rw.ModifyInPlace(y, func() { y.SetOperands(keep) })
	}
	results := make([]*ir.Value, op.NumResults())
	for k, i := range used {
		results[i] = nif.Result(k)
	}
	// The unused results get a placeholder: nothing reads them.
	for i := range results {
		if results[i] == nil {
			results[i] = op.Result(i)
		}
	}
	replaceUsedResults(rw, op, results)
	return true
}

// replaceUsedResults replaces op's results by values, where a result may
// stand for itself when it has no uses, and erases op.
func replaceUsedResults(rw ir.Rewriter, op *ir.Operation, values []*ir.Value) {
	for i, v := range values {
		if v != op.Result(i) {
			rw.ReplaceAllUsesWith(op.Result(i), v)
		}
	}
	rw.EraseOp(op)
}

// newIfShell creates, before op, an scf.if on cond with the given result
// types and two empty regions. Like MLIR's patterns, it does not copy op's
// attributes.
func newIfShell(rw ir.Rewriter, op *ir.Operation, cond *ir.Value, types []ir.Type) IfOp {
	return IfOp{rw.Builder().Create(ir.OperationState{
		Name:        IfOpName,
		Loc:         op.Loc(),
		Operands:    []*ir.Value{cond},
		ResultTypes: types,
		NumRegions:  2,
	})}
}

// removeStaticCondition replaces an scf.if on a constant by the branch it
// takes (or nothing).
func removeStaticCondition(op *ir.Operation, rw ir.Rewriter) bool {
	i, _ := AsIf(op)
	if !isArithConstant(i.Condition()) {
		return false
	}
	taken, ok := boolConst(i.Condition())
	if !ok {
		return false
	}
	switch {
	case taken:
		replaceOpWithRegion(rw, op, op.Region(0), nil)
	case !op.Region(1).Empty():
		replaceOpWithRegion(rw, op, op.Region(1), nil)
	default:
		rw.EraseOp(op)
	}
	return true
}

// convertTrivialIfToSelect turns the results of an scf.if that both
// branches compute outside of it into arith.selects (or the value itself
// when both yield the same), keeping in the scf.if only the results that
// are computed inside.
func convertTrivialIfToSelect(op *ir.Operation, rw ir.Rewriter) bool {
	if op.NumResults() == 0 || op.Region(1).Empty() {
		return false
	}
	i, _ := AsIf(op)
	thenYield := i.Then().Last().Operands()
	elseYield := i.Else().Last().Operands()
	inside := func(k int) bool {
		return thenYield[k].ParentRegion() == op.Region(0) || elseYield[k].ParentRegion() == op.Region(1)
	}
	var keptTypes []ir.Type
	for k := range op.NumResults() {
		if inside(k) {
			keptTypes = append(keptTypes, op.Result(k).Type())
		}
	}
	if len(keptTypes) == op.NumResults() {
		return false
	}
	nif := newIfShell(rw, op, i.Condition(), keptTypes)
	moveRegion(rw, op.Region(0), nif.Region(0))
	moveRegion(rw, op.Region(1), nif.Region(1))
	b := rw.Builder()
	b.SetInsertionPointBefore(nif.Operation)
	results := make([]*ir.Value, op.NumResults())
	var trueYields, falseYields []*ir.Value
	for k := range op.NumResults() {
		t, f := thenYield[k], elseYield[k]
		switch {
		case t.ParentRegion() == nif.Region(0) || f.ParentRegion() == nif.Region(1):
			results[k] = nif.Result(len(trueYields))
			trueYields = append(trueYields, t)
			falseYields = append(falseYields, f)
		case t == f:
			results[k] = t
		default:
			results[k] = arith.NewSelect(b, i.Condition(), t, f, op.Loc()).Result()
		}
	}
	replaceYield(rw, nif.Then(), trueYields)
	replaceYield(rw, nif.Else(), falseYields)
	rw.ReplaceOp(op, results)
	return true
}

// conditionPropagation replaces the uses of an scf.if's condition inside
// its branches by the constant it is there: true in the then branch, false
// in the else branch.
func conditionPropagation(op *ir.Operation, rw ir.Rewriter) bool {
	i, _ := AsIf(op)
	cond := i.Condition()
	if isArithConstant(cond) {
		return false
	}
	var trueConst, falseConst *ir.Value
	var uses []*ir.OpOperand
	for u := range cond.Uses() {
		uses = append(uses, u)
	}
	changed := false
	for _, u := range uses {
		owner := u.Owner()
		var c *ir.Value
		switch {
		case op.Region(0).IsAncestor(owner.ParentRegion()):
			if trueConst == nil {
				trueConst = arith.NewConstantBool(rw.Builder(), true, op.Loc()).Result()
			}
			c = trueConst
		case op.Region(1).IsAncestor(owner.ParentRegion()):
			if falseConst == nil {
				falseConst = arith.NewConstantBool(rw.Builder(), false, op.Loc()).Result()
			}
			c = falseConst
		default:
			continue
		}
		changed = true
		rw.ModifyInPlace(owner, func() { u.Set(c) })
	}
	return changed
}

// replaceIfYieldWithConditionOrValue replaces the uses of results that both
// branches yield the same value for by that value, of results yielding
// true and false by the condition, and of results yielding false and true
// by its negation.
func replaceIfYieldWithConditionOrValue(op *ir.Operation, rw ir.Rewriter) bool {
	if op.NumResults() == 0 || op.Region(1).Empty() {
		return false
	}
	i, _ := AsIf(op)
	thenYield := i.Then().Last().Operands()
	elseYield := i.Else().Last().Operands()
	changed := false
	for k := range op.NumResults() {
		res := op.Result(k)
		t, f := thenYield[k], elseYield[k]
		if t == f {
			if res.HasUses() {
				rw.ReplaceAllUsesWith(res, t)
				changed = true
			}
			continue
		}
		tv, ok1 := boolConst(t)
		fv, ok2 := boolConst(f)
		if !ok1 || !ok2 || !res.HasUses() {
			continue
		}
		switch {
		case !tv && fv:
			b := rw.Builder()
			one := materializeTrue(b, t.DefiningOp(), op.Loc())
			if one == nil {
				continue
			}
			not := arith.NewXOrI(b, i.Condition(), one, op.Loc())
			rw.ReplaceAllUsesWith(res, not.Result())
			changed = true
		case tv && !fv:
			rw.ReplaceAllUsesWith(res, i.Condition())
			changed = true
		}
	}
	return changed
}

// materializeTrue builds the i1 constant true with the dialect of the
// constant like, as MLIR asks the yielded constant's dialect to.
func materializeTrue(b *ir.Builder, like *ir.Operation, loc ir.Location) *ir.Value {
	if d := like.Def(); d != nil && d.Dialect() != nil && d.Dialect().MaterializeConstant != nil {
		if c := d.Dialect().MaterializeConstant(b, ir.BoolAttr(true), ir.I1, loc); c != nil {
			return c.Result(0)
		}
	}
	return nil
}

// removeEmptyElseBranch drops an else branch that only yields nothing.
func removeEmptyElseBranch(op *ir.Operation, rw ir.Rewriter) bool {
	if op.NumResults() != 0 {
		return false
	}
	els := op.Region(1).First()
	if els == nil || els.First() != els.Last() {
		return false
	}
	rw.ModifyInPlace(op, func() {})
	rw.EraseBlock(els)
	return true
}

// combineIfs merges an scf.if into the one right before it when they test
// the same condition (or one tests its negation): the branches are
// concatenated and the results of both are results of the merged op.
func combineIfs(next *ir.Operation, rw ir.Rewriter) bool {
	prevOp := next.Prev()
	prev, ok := AsIf(prevOp)
	if !ok {
		return false
	}
	nextIf, _ := AsIf(next)
	var nextThen, nextElse *ir.Block
	if nextIf.Condition() == prev.Condition() {
		nextThen, nextElse = nextIf.Then(), nextIf.Else()
	}
	if isNotOf(nextIf.Condition(), prev.Condition()) || isNotOf(prev.Condition(), nextIf.Condition()) {
		nextElse, nextThen = nextIf.Then(), nextIf.Else()
	}
	if nextThen == nil && nextElse == nil {
		return false
	}
	// Inside next, prev's results are known: what the matching branch
	// yielded.
	thenYield := prev.Then().Last().Operands()
	var elseYield []*ir.Value
	if prev.Else() != nil {
		elseYield = prev.Else().Last().Operands()
	}
	for k := range prevOp.NumResults() {
		var uses []*ir.OpOperand
		for u := range prevOp.Result(k).Uses() {
			uses = append(uses, u)
		}
		for _, u := range uses {
			owner := u.Owner()
			switch {
			case nextThen != nil && nextThen.Parent().IsAncestor(owner.ParentRegion()):
				rw.ModifyInPlace(owner, func() { u.Set(thenYield[k]) })
			case nextElse != nil && nextElse.Parent().IsAncestor(owner.ParentRegion()):
				rw.ModifyInPlace(owner, func() { u.Set(elseYield[k]) })
			}
		}
	}
	types := append(prevOp.ResultTypes(), next.ResultTypes()...)
	rw.Builder().SetInsertionPointBefore(next)
	combined := IfOp{rw.Builder().Create(ir.OperationState{
		Name: IfOpName, Loc: next.Loc(), Operands: []*ir.Value{prev.Condition()}, ResultTypes: types, NumRegions: 2,
	})}
	moveRegion(rw, prevOp.Region(0), combined.Region(0))
	if nextThen != nil {
		appendBlock(rw, nextThen, combined.Then())
	}
	moveRegion(rw, prevOp.Region(1), combined.Region(1))
	if nextElse != nil {
		if combined.Region(1).Empty() {
			moveRegion(rw, nextElse.Parent(), combined.Region(1))
		} else {
			appendBlock(rw, nextElse, combined.Else())
		}
	}
	n := prevOp.NumResults()
	rw.ReplaceOp(prevOp, combined.Results()[:n])
	rw.ReplaceOp(next, combined.Results()[n:])
	return true
}

// appendBlock moves the operations of src, a branch of an scf.if, to the
// end of dest, another branch, merging their yields into one.
func appendBlock(rw ir.Rewriter, src, dest *ir.Block) {
	y1 := dest.Last()
	y2 := src.Last()
	merged := append(y1.Operands(), y2.Operands()...)
	loc := y2.Loc()
	rw.MergeBlocks(src, dest, nil)
	b := rw.Builder()
	saved := b.InsertionPoint()
	b.SetInsertionPointToEnd(dest)
	NewYield(b, merged, loc)
	b.SetInsertionPoint(saved)
	rw.EraseOp(y1)
	rw.EraseOp(y2)
}

// isNotOf reports whether v is xori(x, 1).
func isNotOf(v, x *ir.Value) bool {
	xor, ok := arith.AsXOrI(v.DefiningOp())
	if !ok || xor.Lhs() != x {
		return false
	}
	one, ok := boolConst(xor.Rhs())
	return ok && one
}

// combineNestedIfs turns `if a { if b { ... } }`, where the inner if is all
// the outer then branch does, into `if (a and b) { ... }`.
func combineNestedIfs(op *ir.Operation, rw ir.Rewriter) bool {
	outer, _ := AsIf(op)
	then := outer.Then()
	if then == nil || then.First() == then.Last() || then.First().Next() != then.Last() {
		return false
	}
	if e := outer.Else(); e != nil && e.First() != e.Last() {
		return false
	}
	inner, ok := AsIf(then.First())
	if !ok {
		return false
	}
	if e := inner.Else(); e != nil && e.First() != e.Last() {
		return false
	}
	thenYield := then.Last().Operands()
	var elseYield []*ir.Value
	if outer.Else() != nil {
		elseYield = outer.Else().Last().Operands()
	}
	var toSelect []int
	for k, v := range thenYield {
		if v.DefiningOp() == inner.Operation {
			idx := v.Index()
			if inner.Else().Last().Operand(idx) != elseYield[k] {
				return false
			}
			thenYield[k] = inner.Then().Last().Operand(idx)
			continue
		}
		if v.ParentRegion() == op.Region(0) {
			return false
		}
		toSelect = append(toSelect, k)
	}
	b := rw.Builder()
	cond := arith.NewAndI(b, outer.Condition(), inner.Condition(), op.Loc()).Result()
	nif := newIfShell(rw, op, cond, op.ResultTypes())
	newThen := nif.Region(0).AddBlock(nil, nil)
	results := nif.Results()
	b.SetInsertionPointBefore(nif.Operation)
	for _, k := range toSelect {
		results[k] = arith.NewSelect(b, outer.Condition(), thenYield[k], elseYield[k], op.Loc()).Result()
	}
	rw.MergeBlocks(inner.Then(), newThen, nil)
	replaceYield(rw, newThen, thenYield)
	if len(elseYield) > 0 {
		newElse := nif.Region(1).AddBlock(nil, nil)
		b.SetInsertionPointToEnd(newElse)
		NewYield(b, elseYield, op.Loc())
	}
	rw.ReplaceOp(op, results)
	return true
}

// --- scf.execute_region ---

// singleBlockExecuteInliner inlines the body of an scf.execute_region that
// has a single block.
func singleBlockExecuteInliner(op *ir.Operation, rw ir.Rewriter) bool {
	if op.Region(0).NumBlocks() != 1 {
		return false
	}
	replaceOpWithRegion(rw, op, op.Region(0), nil)
	return true
}

// multiBlockExecuteInliner inlines the blocks of an scf.execute_region into
// its parent's region, when that region may hold several blocks: the
// op's block is split before it, the first part branches to the region's
// entry, each scf.yield becomes a cf.br to the second part, and the
// op's results become that block's arguments.
//
// Like MLIR 16, it inlines only into a function (MLIR's
// FunctionOpInterface, which among strata's dialects is func.func) or
// another scf.execute_region; the other region holders here (scf.for,
// scf.if, scf.while) have single-block regions.
func multiBlockExecuteInliner(op *ir.Operation, rw ir.Rewriter) bool {
	parent := op.ParentOp()
	if parent == nil || !parent.Is(funcs.FuncOpName) && !parent.Is(ExecuteRegionOpName) {
		return false
	}
	body := op.Region(0)
	if body.Empty() {
		return false
	}
	// Check before changing anything that every block ends in a
	// terminator, as verified IR does.
	for _, blk := range body.Blocks() {
		if blk.Last() == nil {
			return false
		}
	}
	prev := op.Block()
	post := rw.SplitBlock(prev, op)
	b := rw.Builder()
	b.SetInsertionPointToEnd(prev)
	cf.NewBr(b, body.First(), nil, op.Loc())
	for _, blk := range body.Blocks() {
		y := blk.Last()
		if !y.Is(YieldOpName) {
			continue
		}
		b.SetInsertionPointBefore(y)
		cf.NewBr(b, post, y.Operands(), y.Loc())
		rw.EraseOp(y)
	}
	rw.InlineRegionBefore(body, post)
	args := make([]*ir.Value, op.NumResults())
	for i, r := range op.Results() {
		args[i] = post.AddArgument(r.Type(), r.Loc())
	}
	rw.ReplaceOp(op, args)
	return true
}
