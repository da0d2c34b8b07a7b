// Package scftocf lowers the structured control flow of the scf dialect
// (scf.for, scf.if, scf.while, scf.execute_region and their terminators
// scf.yield and scf.condition) to branches of the cf dialect between
// blocks of the enclosing region. It is MLIR's convert-scf-to-cf, built
// on the dialect conversion framework of package rewrite, and prints what
// mlir-opt-16 --convert-scf-to-cf prints: the same blocks, in the same
// order, with the same arguments.
package scftocf

import (
	"errors"
	"fmt"
	"slices"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// Pass is the convert-scf-to-cf pass. It runs on any operation and
// lowers every scf loop, conditional and region nested in it.
type Pass struct{}

// NewPass returns the convert-scf-to-cf pass.
func NewPass() passes.Pass { return &Pass{} }

// Register adds convert-scf-to-cf to r.
func Register(r *passes.Registry) { r.Register(NewPass) }

// Info names the pass as MLIR 16 does; like MLIR's, it has no anchor.
func (*Pass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-scf-to-cf",
		Name:     "SCFToControlFlow",
		Summary:  "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
		Description: "Lowers scf.for, scf.if, scf.while and scf.execute_region to cf.br and " +
			"cf.cond_br between blocks of the region that holds them, with a partial " +
			"dialect conversion that marks them illegal.",
	}
}

// Run lowers the scf operations nested in op.
func (*Pass) Run(op *ir.Operation, _ *passes.State) error {
	return rewrite.ApplyPartialConversion(op, NewTarget(), NewPatterns(), rewrite.ConversionConfig{})
}

// NewTarget returns the conversion target of the lowering, as MLIR 16's
// pass sets it up: the scf operations that hold regions are illegal and
// every other operation is legal. The terminators scf.yield and
// scf.condition are not named: the pattern lowering their parent
// replaces them.
func NewTarget() *rewrite.ConversionTarget {
	t := rewrite.NewConversionTarget()
	t.AddIllegalOp(scf.ForOpName, scf.IfOpName, scf.WhileOpName, scf.ExecuteRegionOpName)
	t.MarkUnknownOpDynamicallyLegal(func(*ir.Operation) bool { return true })
	return t
}

// NewPatterns returns the patterns of the lowering. Each takes the op as
// it is (no type changes here, so no type converter).
func NewPatterns() *rewrite.ConversionPatternSet {
	return rewrite.NewConversionPatternSet(Patterns()...)
}

// Patterns returns the lowering patterns, for callers that combine them
// with others (MLIR's populateSCFToControlFlowConversionPatterns). The
// do-while form of scf.while, whose after region only forwards its
// arguments, has a pattern of higher benefit that makes one block less.
func Patterns() []rewrite.ConversionPattern {
	branches := []string{cf.BranchOpName, cf.CondBranchOpName}
	return []rewrite.ConversionPattern{
		pattern("ForLowering", scf.ForOpName, 1, append([]string{arith.AddIOpName, arith.CmpIOpName}, branches...), scf.AsFor, lowerFor),
		pattern("IfLowering", scf.IfOpName, 1, branches, scf.AsIf, lowerIf),
		pattern("WhileLowering", scf.WhileOpName, 1, branches, scf.AsWhile, lowerWhile),
		pattern("DoWhileLowering", scf.WhileOpName, 2, branches, scf.AsWhile, lowerDoWhile),
		pattern("ExecuteRegionLowering", scf.ExecuteRegionOpName, 1, branches, scf.AsExecuteRegion, lowerExecuteRegion),
	}
}

// pattern makes a named conversion pattern of a typed lowering function.
func pattern[T any](name, root string, benefit int, generated []string,
	as func(*ir.Operation) (T, bool), lower func(T, *rewrite.ConversionRewriter) error) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{
		Name:      name,
		RootName:  root,
		Priority:  benefit,
		Generated: generated,
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			typed, ok := as(op)
			if !ok {
				return fmt.Errorf("not a %s", root)
			}
			return lower(typed, rw)
		},
	}
}

// lowerFor turns
//
//	init:  ...; %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %x) {body}; rest
//
// into
//
//	init:       ...; cf.br ^cond(%lb, %x)
//	^cond(%iv, %a): %c = arith.cmpi slt, %iv, %ub; cf.cond_br %c, ^body, ^end
//	^body:      body (its blocks); %next = arith.addi %iv, %s; cf.br ^cond(%next, yielded)
//	^end:       rest, with %r replaced by %a
//
// The loop's entry block becomes the condition block, since it already
// has the induction variable and the loop-carried values as arguments.
func lowerFor(loop scf.ForOp, rw *rewrite.ConversionRewriter) error {
	if _, ok := scf.AsYield(loop.Region(0).Last().Terminator()); !ok {
		return errNoYield
	}
	loc := loop.Loc()
	b := rw.Builder()
	initBlock := loop.Block()
	endBlock := rw.SplitBlock(initBlock, loop.Operation)

	body := loop.Region(0)
	condBlock := body.First()
	firstBodyBlock := rw.SplitBlock(condBlock, condBlock.First())
	lastBodyBlock := body.Last()
	rw.InlineRegionBefore(body, endBlock)
	iv := condBlock.Argument(0)

	// The step, then the branch back with the yielded values.
	yield := lastBodyBlock.Terminator()
	b.SetInsertionPointToEnd(lastBodyBlock)
	stepped := arith.NewAddI(b, iv, loop.Step(), loc).Result()
	cf.NewBr(b, condBlock, append([]*ir.Value{stepped}, yield.Operands()...), loc)
	rw.EraseOp(yield)

	// Enter the loop with the lower bound and the initial values.
	b.SetInsertionPointToEnd(initBlock)
	cf.NewBr(b, condBlock, append([]*ir.Value{loop.LowerBound()}, loop.InitArgs()...), loc)

	b.SetInsertionPointToEnd(condBlock)
	more := arith.NewCmpI(b, arith.CmpISlt, iv, loop.UpperBound(), loc).Result()
	cf.NewCondBr(b, more, firstBodyBlock, nil, endBlock, nil, loc)

	// The results are the loop-carried values when the condition fails.
	rw.ReplaceOp(loop.Operation, slices.Clone(condBlock.Arguments()[1:]))
	return nil
}

// lowerIf turns
//
//	cond:  ...; %r = scf.if %c {then} else {else}; rest
//
// into
//
//	cond:  ...; cf.cond_br %c, ^then, ^else
//	^then: then; cf.br ^continue(yielded)
//	^else: else; cf.br ^continue(yielded)
//	^continue(%r): cf.br ^rest
//	^rest: rest
//
// An if without results continues at ^rest directly; one without an else
// branches there when the condition fails.
func lowerIf(ifOp scf.IfOp, rw *rewrite.ConversionRewriter) error {
	for _, r := range ifOp.Regions() {
		if r.Empty() {
			continue // no else
		}
		if _, ok := scf.AsYield(r.Last().Terminator()); !ok {
			return errNoYield
		}
	}
	loc := ifOp.Loc()
	b := rw.Builder()
	condBlock := ifOp.Block()
	remaining := rw.SplitBlock(condBlock, ifOp.Operation)
	continueBlock := remaining
	if ifOp.NumResults() > 0 {
		types := ifOp.ResultTypes()
		continueBlock = ir.NewBlock(types, repeatLoc(loc, len(types)))
		remaining.Parent().InsertBefore(remaining, continueBlock)
		b.SetInsertionPointToEnd(continueBlock)
		cf.NewBr(b, remaining, nil, loc)
	}

	thenBlock := branchToContinue(ifOp.Region(0), continueBlock, loc, rw)
	elseBlock := continueBlock
	if !ifOp.Region(1).Empty() {
		elseBlock = branchToContinue(ifOp.Region(1), continueBlock, loc, rw)
	}

	b.SetInsertionPointToEnd(condBlock)
	cf.NewCondBr(b, ifOp.Condition(), thenBlock, nil, elseBlock, nil, loc)
	rw.ReplaceOp(ifOp.Operation, slices.Clone(continueBlock.Arguments()))
	return nil
}

// branchToContinue replaces the terminator of r's last block with a
// branch to continueBlock passing its operands, moves r's blocks before
// continueBlock and returns the first of them.
func branchToContinue(r *ir.Region, continueBlock *ir.Block, loc ir.Location, rw *rewrite.ConversionRewriter) *ir.Block {
	first, last := r.First(), r.Last()
	yield := last.Terminator()
	b := rw.Builder()
	b.SetInsertionPointToEnd(last)
	cf.NewBr(b, continueBlock, yield.Operands(), loc)
	rw.EraseOp(yield)
	rw.InlineRegionBefore(r, continueBlock)
	return first
}

// lowerWhile turns
//
//	cur:  ...; %r = scf.while (%a = %x) {before} do {after}; rest
//
// into
//
//	cur:     ...; cf.br ^before(%x)
//	^before(%a): before; cf.cond_br %c, ^after(args), ^continue
//	^after(...): after; cf.br ^before(yielded)
//	^continue: rest, with %r replaced by the args of scf.condition
//
// The args of scf.condition are visible in ^continue by dominance. Both
// regions are taken to be single-entry single-exit: only their last
// blocks end with scf.condition and scf.yield.
func lowerWhile(loop scf.WhileOp, rw *rewrite.ConversionRewriter) error {
	cond, ok := scf.AsCondition(loop.Region(0).Last().Terminator())
	if !ok {
		return errNoCondition
	}
	yield, ok := scf.AsYield(loop.Region(1).Last().Terminator())
	if !ok {
		return errNoYield
	}
	loc := loop.Loc()
	b := rw.Builder()
	current := loop.Block()
	continuation := rw.SplitBlock(current, loop.Operation)

	beforeRegion, afterRegion := loop.Region(0), loop.Region(1)
	after := afterRegion.First()
	afterLast := afterRegion.Last()
	before := beforeRegion.First()
	beforeLast := beforeRegion.Last()
	rw.InlineRegionBefore(afterRegion, continuation)
	rw.InlineRegionBefore(beforeRegion, after)

	b.SetInsertionPointToEnd(current)
	cf.NewBr(b, before, loop.Inits(), loc)

	args := cond.Args()
	b.SetInsertionPointToEnd(beforeLast)
	cf.NewCondBr(b, cond.Cond(), after, args, continuation, nil, cond.Loc())
	rw.EraseOp(cond.Operation)

	b.SetInsertionPointToEnd(afterLast)
	cf.NewBr(b, before, yield.Operands(), yield.Loc())
	rw.EraseOp(yield.Operation)

	rw.ReplaceOp(loop.Operation, args)
	return nil
}

// lowerDoWhile lowers an scf.while whose after region only passes its
// arguments back (a do-while loop): the before region becomes the loop,
// branching to itself while the condition holds.
func lowerDoWhile(loop scf.WhileOp, rw *rewrite.ConversionRewriter) error {
	afterBlock := loop.Region(1).First()
	if afterBlock.NumOps() != 1 {
		return fmt.Errorf("do-while simplification applicable only if 'after' region has no payload")
	}
	yield, ok := scf.AsYield(afterBlock.First())
	if !ok || !slices.Equal(yield.Operands(), afterBlock.Arguments()) {
		return fmt.Errorf("do-while simplification applicable only to forwarding 'after' regions")
	}
	cond, ok := scf.AsCondition(loop.Region(0).Last().Terminator())
	if !ok {
		return errNoCondition
	}

	loc := loop.Loc()
	b := rw.Builder()
	current := loop.Block()
	continuation := rw.SplitBlock(current, loop.Operation)

	beforeRegion := loop.Region(0)
	before := beforeRegion.First()
	beforeLast := beforeRegion.Last()
	rw.InlineRegionBefore(beforeRegion, continuation)

	b.SetInsertionPointToEnd(current)
	cf.NewBr(b, before, loop.Inits(), loc)

	args := cond.Args()
	b.SetInsertionPointToEnd(beforeLast)
	cf.NewCondBr(b, cond.Cond(), before, args, continuation, nil, cond.Loc())
	rw.EraseOp(cond.Operation)

	rw.ReplaceOp(loop.Operation, args)
	return nil
}

// lowerExecuteRegion turns
//
//	cond: ...; %r = scf.execute_region {blocks}; rest
//
// into
//
//	cond: ...; cf.br ^first
//	blocks, each scf.yield becoming cf.br ^rest(yielded)
//	^rest(%r): rest
func lowerExecuteRegion(exec scf.ExecuteRegionOp, rw *rewrite.ConversionRewriter) error {
	loc := exec.Loc()
	b := rw.Builder()
	condBlock := exec.Block()
	remaining := rw.SplitBlock(condBlock, exec.Operation)

	region := exec.Body()
	b.SetInsertionPointToEnd(condBlock)
	cf.NewBr(b, region.First(), nil, loc)

	for _, blk := range region.Blocks() {
		yield, ok := scf.AsYield(blk.Terminator())
		if !ok {
			continue
		}
		b.SetInsertionPointToEnd(blk)
		cf.NewBr(b, remaining, yield.Operands(), loc)
		rw.EraseOp(yield.Operation)
	}
	rw.InlineRegionBefore(region, remaining)

	results := make([]*ir.Value, exec.NumResults())
	for i, t := range exec.ResultTypes() {
		results[i] = remaining.AddArgument(t, loc)
	}
	rw.ReplaceOp(exec.Operation, results)
	return nil
}

// The lowerings check the terminators they rely on before changing
// anything, so that a pattern that does not apply leaves the IR as it was
// (the verifier rejects such ops anyway).
var (
	errNoYield     = errors.New("a region does not end with scf.yield")
	errNoCondition = errors.New("the before region does not end with scf.condition")
)

func repeatLoc(loc ir.Location, n int) []ir.Location {
	locs := make([]ir.Location, n)
	for i := range locs {
		locs[i] = loc
	}
	return locs
}
