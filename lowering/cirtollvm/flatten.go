package cirtollvm

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// isStructured reports whether op is one of the cir ops that flattening
// turns into blocks.
func isStructured(op *ir.Operation) bool {
	switch op.Name() {
	case cir.ScopeOpName, cir.IfOpName, cir.TernaryOpName, cir.ForOpName, cir.WhileOpName, cir.DoOpName, cir.SwitchOpName:
		return true
	}
	return false
}

// flattener turns the structured control flow of cir (scope, if, ternary,
// loops, switch) into blocks and branches of the llvm dialect.
//
// It works inside out: an op is flattened after every structured op its
// regions hold, so when its turn comes each region is already a CFG whose
// only cir terminators left are the ones that concern it (cir.yield ends
// the region, cir.break and cir.continue leave it, cir.condition decides a
// loop) or that concern an enclosing op (a cir.continue in a switch, a
// cir.break in an if, cir.return anywhere); it rewrites the ones it owns
// into branches and leaves the others to its ancestors. The branches it
// builds still carry cir-typed operands (a !cir.bool condition, the cir
// values a ternary yields); the conversion that follows gives them their
// converted operands.
type flattener struct {
	rw *rewrite.Rewriter
}

// flattenFunc flattens the body of a cir.func and gathers its allocas in
// the entry block of their region.
func (f *flattener) flattenFunc(fn *ir.Operation) error {
	labels := f.splitAtLabels(fn)
	var structured []*ir.Operation
	fn.WalkNested(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if isStructured(op) {
			structured = append(structured, op)
		}
		return ir.Advance
	})
	for _, op := range structured {
		if err := f.flatten(op); err != nil {
			return err
		}
	}
	if err := f.resolveGotos(fn, labels); err != nil {
		return err
	}
	f.hoistAllocas(fn)
	return nil
}

// splitAtLabels starts a block at each cir.label (C's goto targets), the
// block before ending in a cir.goto to it (falling into the label), and
// returns the blocks by label. The gotos stay through the flattening of
// the structured ops around them, which leaves every block of a region
// in its parent's region, and become branches at the end.
func (f *flattener) splitAtLabels(fn *ir.Operation) map[string]*ir.Block {
	var labels []*ir.Operation
	fn.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.LabelOpName) {
			labels = append(labels, op)
		}
		return ir.Advance
	})
	blocks := map[string]*ir.Block{}
	for _, l := range labels {
		name, _ := l.Attr("label").(ir.StringAttr)
		blk := l.Block()
		if blk.First() != l {
			next := f.rw.SplitBlock(blk, l)
			b := f.rw.Builder()
			b.SetInsertionPointToEnd(blk)
			b.Create(ir.OperationState{Name: cir.GotoOpName, Loc: l.Loc(),
				Attributes: []ir.NamedAttribute{{Name: "label", Value: name}}})
			blk = next
		}
		blocks[name.Value] = blk
		f.rw.EraseOp(l)
	}
	return blocks
}

// resolveGotos turns each cir.goto into a branch to its label's block.
func (f *flattener) resolveGotos(fn *ir.Operation, labels map[string]*ir.Block) error {
	var gotos []*ir.Operation
	fn.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.GotoOpName) {
			gotos = append(gotos, op)
		}
		return ir.Advance
	})
	for _, g := range gotos {
		name, _ := g.Attr("label").(ir.StringAttr)
		target, ok := labels[name.Value]
		if !ok {
			return g.Errorf("use of undeclared label '%s'", name.Value)
		}
		if target.Parent() != g.Block().Parent() {
			return g.Errorf("cannot jump to label '%s' in another region", name.Value)
		}
		b := f.rw.Builder()
		b.SetInsertionPointBefore(g)
		newBr(b, target, nil, g.Loc())
		f.rw.EraseOp(g)
	}
	return nil
}

func (f *flattener) flatten(op *ir.Operation) error {
	switch op.Name() {
	case cir.ScopeOpName:
		return f.flattenScope(op)
	case cir.IfOpName, cir.TernaryOpName:
		return f.flattenIf(op)
	case cir.ForOpName:
		return f.flattenFor(op)
	case cir.WhileOpName:
		return f.flattenWhile(op)
	case cir.DoOpName:
		return f.flattenDo(op)
	case cir.SwitchOpName:
		return f.flattenSwitch(op)
	}
	return op.Errorf("cannot flatten '%s'", op.Name())
}

// split splits op's block before op and returns the block that holds op
// and what follows: where control continues after op. The results of op
// become arguments of that block, the values op's regions yield.
func (f *flattener) split(op *ir.Operation) *ir.Block {
	cont := f.rw.SplitBlock(op.Block(), op)
	args := make([]*ir.Value, op.NumResults())
	for i, t := range op.ResultTypes() {
		args[i] = cont.AddArgument(t, op.Loc())
	}
	return cont
}

// finish replaces op by the arguments of cont and erases it.
func (f *flattener) finish(op *ir.Operation, cont *ir.Block) {
	f.rw.ReplaceOp(op, cont.Arguments())
}

// exits says where each cir terminator of a region goes; a nil block
// leaves that terminator in place (it concerns an enclosing op).
type exits struct {
	yield     *ir.Block
	brk       *ir.Block
	cont      *ir.Block
	condTrue  *ir.Block // for cir.condition: where true goes
	condFalse *ir.Block // and where false goes
}

// rewriteTerminators replaces the cir terminators of every block of r
// with branches as ex says.
func (f *flattener) rewriteTerminators(r *ir.Region, ex exits) error {
	for _, blk := range r.Blocks() {
		term := blk.Last()
		if term == nil {
			return r.ParentOp().Errorf("a block of '%s' has no terminator", r.ParentOp().Name())
		}
		b := f.rw.Builder()
		b.SetInsertionPointBefore(term)
		switch {
		case term.Is(cir.YieldOpName) && ex.yield != nil:
			newBr(b, ex.yield, term.Operands(), term.Loc())
		case term.Is(cir.BreakOpName) && ex.brk != nil:
			newBr(b, ex.brk, nil, term.Loc())
		case term.Is(cir.ContinueOpName) && ex.cont != nil:
			newBr(b, ex.cont, nil, term.Loc())
		case term.Is(cir.ConditionOpName) && ex.condTrue != nil:
			if term.NumOperands() != 1 {
				return term.Errorf("expects one condition operand")
			}
			newCondBr(b, term.Operand(0), ex.condTrue, ex.condFalse, term.Loc())
		case term.Is(cir.YieldOpName) || term.Is(cir.ConditionOpName):
			return term.Errorf("'%s' is not expected in this region of '%s'", term.Name(), r.ParentOp().Name())
		default:
			continue
		}
		f.rw.EraseOp(term)
	}
	return nil
}

// entry returns the first block of r, or next when r is empty.
func entry(r *ir.Region, next *ir.Block) *ir.Block {
	if r.Empty() {
		return next
	}
	return r.First()
}

// flattenScope turns
//
//	cur: ...; cir.scope {body}; rest
//
// into
//
//	cur:  ...; llvm.br ^body
//	body: each cir.yield becoming llvm.br ^rest
//	^rest: rest
func (f *flattener) flattenScope(op *ir.Operation) error {
	cur := op.Block()
	cont := f.split(op)
	body := op.Region(0)
	if err := f.rewriteTerminators(body, exits{yield: cont}); err != nil {
		return err
	}
	first := entry(body, cont)
	f.rw.InlineRegionBefore(body, cont)
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newBr(b, first, nil, op.Loc())
	f.finish(op, cont)
	return nil
}

// flattenIf turns cir.if and cir.ternary into
//
//	cur:   ...; llvm.cond_br %c, ^then, ^else
//	^then: then; llvm.br ^rest(yielded)
//	^else: else; llvm.br ^rest(yielded)
//	^rest(results): rest
//
// An if without an else branches to ^rest when the condition fails.
func (f *flattener) flattenIf(op *ir.Operation) error {
	if op.NumOperands() != 1 || op.NumRegions() != 2 {
		return op.Errorf("expects one condition and two regions")
	}
	cur := op.Block()
	cont := f.split(op)
	thenR, elseR := op.Region(0), op.Region(1)
	for _, r := range []*ir.Region{thenR, elseR} {
		if err := f.rewriteTerminators(r, exits{yield: cont}); err != nil {
			return err
		}
	}
	thenB, elseB := entry(thenR, cont), entry(elseR, cont)
	f.rw.InlineRegionBefore(thenR, cont)
	f.rw.InlineRegionBefore(elseR, cont)
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newCondBr(b, op.Operand(0), thenB, elseB, op.Loc())
	f.finish(op, cont)
	return nil
}

// flattenFor turns `cir.for : cond {..} body {..} step {..}` into
//
//	cur:   ...; llvm.br ^cond
//	^cond: cond; llvm.cond_br %c, ^body, ^rest
//	^body: body; llvm.br ^step        (cir.yield, cir.continue)
//	                llvm.br ^rest     (cir.break)
//	^step: step; llvm.br ^cond
//	^rest: rest
func (f *flattener) flattenFor(op *ir.Operation) error {
	if op.NumRegions() != 3 {
		return op.Errorf("expects cond, body and step regions")
	}
	cur := op.Block()
	cont := f.split(op)
	condR, bodyR, stepR := op.Region(0), op.Region(1), op.Region(2)
	condB := entry(condR, nil)
	if condB == nil {
		return op.Errorf("has an empty cond region")
	}
	stepB := entry(stepR, condB)
	bodyB := entry(bodyR, stepB)
	if err := f.rewriteTerminators(condR, exits{condTrue: bodyB, condFalse: cont}); err != nil {
		return err
	}
	if err := f.rewriteTerminators(bodyR, exits{yield: stepB, brk: cont, cont: stepB}); err != nil {
		return err
	}
	if err := f.rewriteTerminators(stepR, exits{yield: condB}); err != nil {
		return err
	}
	f.rw.InlineRegionBefore(condR, cont)
	f.rw.InlineRegionBefore(bodyR, cont)
	f.rw.InlineRegionBefore(stepR, cont)
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newBr(b, condB, nil, op.Loc())
	f.finish(op, cont)
	return nil
}

// flattenWhile turns `cir.while {cond} do {body}` into
//
//	cur:   ...; llvm.br ^cond
//	^cond: cond; llvm.cond_br %c, ^body, ^rest
//	^body: body; llvm.br ^cond (cir.yield, cir.continue), llvm.br ^rest (cir.break)
//	^rest: rest
func (f *flattener) flattenWhile(op *ir.Operation) error {
	if op.NumRegions() != 2 {
		return op.Errorf("expects cond and body regions")
	}
	cur := op.Block()
	cont := f.split(op)
	condR, bodyR := op.Region(0), op.Region(1)
	condB := entry(condR, nil)
	if condB == nil {
		return op.Errorf("has an empty cond region")
	}
	bodyB := entry(bodyR, condB)
	if err := f.rewriteTerminators(condR, exits{condTrue: bodyB, condFalse: cont}); err != nil {
		return err
	}
	if err := f.rewriteTerminators(bodyR, exits{yield: condB, brk: cont, cont: condB}); err != nil {
		return err
	}
	f.rw.InlineRegionBefore(condR, cont)
	f.rw.InlineRegionBefore(bodyR, cont)
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newBr(b, condB, nil, op.Loc())
	f.finish(op, cont)
	return nil
}

// flattenDo turns `cir.do {body} while {cond}` into
//
//	cur:   ...; llvm.br ^body
//	^body: body; llvm.br ^cond (cir.yield, cir.continue), llvm.br ^rest (cir.break)
//	^cond: cond; llvm.cond_br %c, ^body, ^rest
//	^rest: rest
func (f *flattener) flattenDo(op *ir.Operation) error {
	if op.NumRegions() != 2 {
		return op.Errorf("expects body and cond regions")
	}
	cur := op.Block()
	cont := f.split(op)
	bodyR, condR := op.Region(0), op.Region(1)
	condB := entry(condR, nil)
	if condB == nil {
		return op.Errorf("has an empty cond region")
	}
	bodyB := entry(bodyR, condB)
	if err := f.rewriteTerminators(bodyR, exits{yield: condB, brk: cont, cont: condB}); err != nil {
		return err
	}
	if err := f.rewriteTerminators(condR, exits{condTrue: bodyB, condFalse: cont}); err != nil {
		return err
	}
	f.rw.InlineRegionBefore(bodyR, cont)
	f.rw.InlineRegionBefore(condR, cont)
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newBr(b, bodyB, nil, op.Loc())
	f.finish(op, cont)
	return nil
}

// flattenSwitch turns a cir.switch into an llvm.switch to the first block
// of each case; a case's cir.yield falls through to the next case (the
// last one to the rest), cir.break goes to the rest. Without a default
// case the default destination is the rest.
func (f *flattener) flattenSwitch(op *ir.Operation) error {
	if op.NumOperands() != 1 {
		return op.Errorf("expects one condition operand")
	}
	condType, ok := op.Operand(0).Type().(cir.IntType)
	if !ok {
		return op.Errorf("switches on %s, not an integer", ir.TypeString(op.Operand(0).Type()))
	}
	cases, ok := cir.SwitchOp{Operation: op}.Cases()
	if !ok || len(cases) != op.NumRegions() {
		return op.Errorf("expects a 'cases' attribute with a valid case for each of its %d regions", op.NumRegions())
	}
	cur := op.Block()
	cont := f.split(op)
	regions := op.Regions()
	// Where each case starts; an empty case region falls through.
	starts := make([]*ir.Block, len(regions)+1)
	starts[len(regions)] = cont
	for i := len(regions) - 1; i >= 0; i-- {
		starts[i] = entry(regions[i], starts[i+1])
	}
	for i, r := range regions {
		if err := f.rewriteTerminators(r, exits{yield: starts[i+1], brk: cont}); err != nil {
			return err
		}
	}
	defaultB := cont
	var values []int64
	var dests []*ir.Block
	seen := map[int64]bool{}
	for i, c := range cases {
		if c.Kind == cir.CaseDefault {
			defaultB = starts[i]
			continue
		}
		for _, v := range c.Values {
			v = cir.Int(condType, v).Value
			if seen[v] {
				return op.Errorf("duplicate case value %d", v)
			}
			seen[v] = true
			values = append(values, v)
			dests = append(dests, starts[i])
		}
	}
	for _, r := range regions {
		f.rw.InlineRegionBefore(r, cont)
	}
	b := f.rw.Builder()
	b.SetInsertionPointToEnd(cur)
	newSwitch(b, op.Operand(0), ir.IntType(uint32(condType.Width)), defaultB, values, dests, op.Loc())
	f.finish(op, cont)
	return nil
}

// hoistAllocas moves every cir.alloca to the start of the entry block of
// its region (the function body, or the region of an op such as
// omp.parallel that holds it), in program order: C's locals live as long
// as the function, and LLVM promotes to registers only the allocas of the
// entry block.
func (f *flattener) hoistAllocas(fn *ir.Operation) {
	var allocas []*ir.Operation
	fn.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.AllocaOpName) {
			allocas = append(allocas, op)
		}
		return ir.Advance
	})
	last := map[*ir.Region]*ir.Operation{}
	for _, a := range allocas {
		r := a.ParentRegion()
		if prev := last[r]; prev != nil {
			if prev.Next() != a {
				f.rw.MoveOpAfter(a, prev)
			}
		} else if first := r.First().First(); first != a {
			f.rw.MoveOpBefore(a, first)
		}
		last[r] = a
	}
}

// errorf is fmt.Errorf, for pattern failures (which the driver reports as
// located notes).
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
