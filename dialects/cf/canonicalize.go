package cf

import (
	"math/big"
	"slices"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/ir"
)

// The canonicalization patterns of MLIR 16's cf dialect, named as there
// (the canonicalize pass selects patterns by name). The block-level
// cleanups (unreachable blocks, identical blocks, unused arguments) are
// the greedy driver's region simplification, not patterns.

func branchCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "SimplifyBrToBlockWithSinglePred", Benefit: 1, Rewrite: simplifyBrToBlockWithSinglePred},
		{Name: "SimplifyPassThroughBr", Benefit: 1, Rewrite: simplifyPassThroughBr},
	}
}

func condBranchCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "SimplifyConstCondBranchPred", Benefit: 1, Rewrite: simplifyConstCondBranchPred},
		{Name: "SimplifyPassThroughCondBranch", Benefit: 1, Rewrite: simplifyPassThroughCondBranch},
		{Name: "SimplifyCondBranchIdenticalSuccessors", Benefit: 1, Rewrite: simplifyCondBranchIdenticalSuccessors},
		{Name: "SimplifyCondBranchFromCondBranchOnSameCondition", Benefit: 1, Rewrite: simplifyCondBranchFromCondBranchOnSameCondition},
		{Name: "CondBranchTruthPropagation", Benefit: 1, Rewrite: condBranchTruthPropagation},
	}
}

func switchCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "SimplifySwitchWithOnlyDefault", Benefit: 1, Rewrite: simplifySwitchWithOnlyDefault},
		{Name: "DropSwitchCasesThatMatchDefault", Benefit: 1, Rewrite: dropSwitchCasesThatMatchDefault},
		{Name: "SimplifyConstSwitchValue", Benefit: 1, Rewrite: simplifyConstSwitchValue},
		{Name: "SimplifyPassThroughSwitch", Benefit: 1, Rewrite: simplifyPassThroughSwitch},
		{Name: "SimplifySwitchFromSwitchOnSameCondition", Benefit: 1, Rewrite: simplifySwitchFromSwitchOnSameCondition},
		{Name: "SimplifySwitchFromDefaultSwitchOnSameCondition", Benefit: 1, Rewrite: simplifySwitchFromDefaultSwitchOnSameCondition},
	}
}

// singlePredecessor returns the block whose terminator is the only branch
// edge into b, or nil (MLIR's Block::getSinglePredecessor).
func singlePredecessor(b *ir.Block) *ir.Block {
	preds := b.Predecessors()
	if len(preds) != 1 {
		return nil
	}
	return preds[0]
}

// uniquePredecessor returns the block all branch edges into b come from,
// or nil (MLIR's Block::getUniquePredecessor).
func uniquePredecessor(b *ir.Block) *ir.Block {
	preds := b.Predecessors()
	if len(preds) == 0 {
		return nil
	}
	for _, p := range preds[1:] {
		if p != preds[0] {
			return nil
		}
	}
	return preds[0]
}

// replaceWithBr replaces the terminator op by a cf.br to dest passing args.
func replaceWithBr(rw ir.Rewriter, op *ir.Operation, dest *ir.Block, args []*ir.Value) {
	NewBr(rw.Builder(), dest, args, op.Loc())
	rw.EraseOp(op)
}

// simplifyBrToBlockWithSinglePred merges the destination of a cf.br into
// the branch's block when the branch is the only way into it.
func simplifyBrToBlockWithSinglePred(op *ir.Operation, rw ir.Rewriter) bool {
	br, _ := AsBranch(op)
	dest := br.Dest()
	parent := op.Block()
	if dest == parent || singlePredecessor(dest) != parent {
		return false
	}
	args := br.DestOperands()
	rw.EraseOp(op)
	rw.MergeBlocks(dest, parent, args)
	return true
}

// collapseBranch looks through a successor that only branches on: it
// returns the final destination and the values it receives, with the
// successor's arguments replaced by what the branch passed them.
func collapseBranch(succ *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	term := succ.First()
	if term == nil || term != succ.Last() {
		return nil, nil, false
	}
	br, ok := AsBranch(term)
	if !ok {
		return nil, nil, false
	}
	for _, a := range succ.Arguments() {
		for user := range a.Users() {
			if user != term {
				return nil, nil, false
			}
		}
	}
	final := br.Dest()
	if final == succ { // an infinite loop stays
		return nil, nil, false
	}
	passed := br.DestOperands()
	out := make([]*ir.Value, len(passed))
	for i, v := range passed {
		if v.IsBlockArgument() && v.OwnerBlock() == succ {
			out[i] = operands[v.Index()]
		} else {
			out[i] = v
		}
	}
	return final, out, true
}

// simplifyPassThroughBr branches straight to where a pass-through block
// would have branched.
func simplifyPassThroughBr(op *ir.Operation, rw ir.Rewriter) bool {
	br, _ := AsBranch(op)
	dest, args, ok := collapseBranch(br.Dest(), br.DestOperands())
	if !ok {
		return false
	}
	replaceWithBr(rw, op, dest, args)
	return true
}

// boolConst returns the value of an i1 constant defining v.
func boolConst(v *ir.Value) (value, ok bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false, false
	}
	a, ok := d.Attr("value").(ir.IntegerAttr)
	if !ok {
		return false, false
	}
	return a.Bool(), true
}

// simplifyConstCondBranchPred turns a cf.cond_br on a constant into a cf.br
// to the successor it takes.
func simplifyConstCondBranchPred(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCondBranch(op)
	taken, ok := boolConst(c.Condition())
	if !ok {
		return false
	}
	if taken {
		replaceWithBr(rw, op, c.TrueDest(), c.TrueOperands())
	} else {
		replaceWithBr(rw, op, c.FalseDest(), c.FalseOperands())
	}
	return true
}

// simplifyPassThroughCondBranch looks through pass-through successors of a
// cf.cond_br.
func simplifyPassThroughCondBranch(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCondBranch(op)
	trueDest, trueArgs := c.TrueDest(), c.TrueOperands()
	falseDest, falseArgs := c.FalseDest(), c.FalseOperands()
	d1, a1, ok1 := collapseBranch(trueDest, trueArgs)
	if ok1 {
		trueDest, trueArgs = d1, a1
	}
	d2, a2, ok2 := collapseBranch(falseDest, falseArgs)
	if ok2 {
		falseDest, falseArgs = d2, a2
	}
	if !ok1 && !ok2 {
		return false
	}
	NewCondBr(rw.Builder(), c.Condition(), trueDest, trueArgs, falseDest, falseArgs, op.Loc())
	rw.EraseOp(op)
	return true
}

// simplifyCondBranchIdenticalSuccessors turns a cf.cond_br whose two edges
// go to one block into a cf.br, selecting the values that differ when the
// branch's block is the only way into the successor.
func simplifyCondBranchIdenticalSuccessors(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCondBranch(op)
	dest := c.TrueDest()
	if dest != c.FalseDest() {
		return false
	}
	trueArgs, falseArgs := c.TrueOperands(), c.FalseOperands()
	same := true
	for i := range trueArgs {
		same = same && trueArgs[i] == falseArgs[i]
	}
	if same {
		replaceWithBr(rw, op, dest, trueArgs)
		return true
	}
	if uniquePredecessor(dest) != op.Block() {
		return false
	}
	merged := make([]*ir.Value, len(trueArgs))
	for i := range trueArgs {
		merged[i] = trueArgs[i]
		if trueArgs[i] != falseArgs[i] {
			merged[i] = arith.NewSelect(rw.Builder(), c.Condition(), trueArgs[i], falseArgs[i], op.Loc()).Result()
		}
	}
	replaceWithBr(rw, op, dest, merged)
	return true
}

// simplifyCondBranchFromCondBranchOnSameCondition folds a cf.cond_br whose
// block is reached only from a cf.cond_br on the same condition: the
// condition's value is known there.
func simplifyCondBranchFromCondBranchOnSameCondition(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCondBranch(op)
	cur := op.Block()
	pred := singlePredecessor(cur)
	if pred == nil {
		return false
	}
	pc, ok := AsCondBranch(pred.Last())
	if !ok || pc.Condition() != c.Condition() {
		return false
	}
	if cur == pc.TrueDest() {
		replaceWithBr(rw, op, c.TrueDest(), c.TrueOperands())
	} else {
		replaceWithBr(rw, op, c.FalseDest(), c.FalseOperands())
	}
	return true
}

// condBranchTruthPropagation replaces the uses of a cf.cond_br's condition
// in a successor reached only through the branch by the constant it is
// there.
func condBranchTruthPropagation(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCondBranch(op)
	cond := c.Condition()
	replaced := false
	propagate := func(dest *ir.Block, value bool) {
		if singlePredecessor(dest) == nil {
			return
		}
		var uses []*ir.OpOperand
		for u := range cond.Uses() {
			if u.Owner().Block() == dest {
				uses = append(uses, u)
			}
		}
		if len(uses) == 0 {
			return
		}
		k := arith.NewConstantBool(rw.Builder(), value, op.Loc()).Result()
		for _, u := range uses {
			rw.ModifyInPlace(u.Owner(), func() { u.Set(k) })
		}
		replaced = true
	}
	propagate(c.TrueDest(), true)
	propagate(c.FalseDest(), false)
	return replaced
}

// --- cf.switch ---

// simplifySwitchWithOnlyDefault turns a cf.switch without cases into a
// cf.br to its default.
func simplifySwitchWithOnlyDefault(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() || s.NumCases() != 0 {
		return false
	}
	replaceWithBr(rw, op, s.DefaultDest(), s.DefaultOperands())
	return true
}

// simplifyConstSwitchValue turns a cf.switch on a constant into a cf.br to
// the case it takes.
func simplifyConstSwitchValue(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() {
		return false
	}
	d := s.Flag().DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false
	}
	flag, ok := d.Attr("value").(ir.IntegerAttr)
	if !ok {
		return false
	}
	want := flag.Big()
	for i := range s.NumCases() {
		if v := s.CaseValue(i); v != nil && v.Cmp(want) == 0 {
			replaceWithBr(rw, op, s.CaseDest(i), s.CaseOperands(i))
			return true
		}
	}
	replaceWithBr(rw, op, s.DefaultDest(), s.DefaultOperands())
	return true
}

// switchCase is one case of a cf.switch being rebuilt: its value as the
// original attribute element, so that wide and unsigned values survive.
type switchCase struct {
	value ir.Attribute
	dest  *ir.Block
	args  []*ir.Value
}

// caseValueElem returns the attribute element holding the value of case i.
func (o SwitchOp) caseValueElem(i int) ir.Attribute {
	if a := o.caseValueAttr(i); a != nil {
		return *a
	}
	return nil
}

// replaceSwitch replaces op by a cf.switch on the same flag with the given
// default and cases.
func replaceSwitch(rw ir.Rewriter, op *ir.Operation, flag *ir.Value, defDest *ir.Block, defArgs []*ir.Value, cases []switchCase) {
	ctx := op.Context()
	operands := append([]*ir.Value{flag}, defArgs...)
	succs := []*ir.Block{defDest}
	values := make([]ir.Attribute, len(cases))
	segs := make([]int64, len(cases))
	ncase := 0
	for i, c := range cases {
		operands = append(operands, c.args...)
		succs = append(succs, c.dest)
		values[i] = c.value
		segs[i] = int64(len(c.args))
		ncase += len(c.args)
	}
	attrs := []ir.NamedAttribute{
		{Name: CaseOperandSegmentsAttr, Value: ctx.DenseIntArray(ir.I32, segs)},
		{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseIntArray(ir.I32, []int64{1, int64(len(defArgs)), int64(ncase)})},
	}
	if len(cases) > 0 {
		vt := ctx.VectorType([]int64{int64(len(cases))}, nil, flag.Type())
		attrs = append(attrs, ir.NamedAttribute{Name: CaseValuesAttr, Value: ctx.DenseElements(vt, values)})
	}
	rw.Builder().Create(ir.OperationState{Name: SwitchOpName, Loc: op.Loc(), Operands: operands, Successors: succs, Attributes: attrs})
	rw.EraseOp(op)
}

// dropSwitchCasesThatMatchDefault removes the cases of a cf.switch that go
// where the default goes, with the same values.
func dropSwitchCasesThatMatchDefault(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() {
		return false
	}
	var kept []switchCase
	dropped := false
	caseArgs := s.AllCaseOperands()
	if len(caseArgs) != s.NumCases() {
		return false
	}
	for i := range s.NumCases() {
		if s.CaseDest(i) == s.DefaultDest() && slices.Equal(caseArgs[i], s.DefaultOperands()) {
			dropped = true
			continue
		}
		v := s.caseValueElem(i)
		if v == nil {
			return false
		}
		kept = append(kept, switchCase{value: v, dest: s.CaseDest(i), args: caseArgs[i]})
	}
	if !dropped {
		return false
	}
	replaceSwitch(rw, op, s.Flag(), s.DefaultDest(), s.DefaultOperands(), kept)
	return true
}

// simplifyPassThroughSwitch looks through pass-through successors of a
// cf.switch.
func simplifyPassThroughSwitch(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() {
		return false
	}
	changed := false
	defDest, defArgs := s.DefaultDest(), s.DefaultOperands()
	if d, a, ok := collapseBranch(defDest, defArgs); ok {
		defDest, defArgs, changed = d, a, true
	}
	cases := make([]switchCase, s.NumCases())
	caseArgs := s.AllCaseOperands()
	if len(caseArgs) != len(cases) {
		return false
	}
	for i := range cases {
		dest, args := s.CaseDest(i), caseArgs[i]
		if d, a, ok := collapseBranch(dest, args); ok {
			dest, args, changed = d, a, true
		}
		v := s.caseValueElem(i)
		if v == nil {
			return false
		}
		cases[i] = switchCase{value: v, dest: dest, args: args}
	}
	if !changed {
		return false
	}
	replaceSwitch(rw, op, s.Flag(), defDest, defArgs, cases)
	return true
}

// predecessorSwitchOnSameFlag returns the cf.switch that is the only
// branch edge into the block of s and switches on the same flag.
func predecessorSwitchOnSameFlag(s SwitchOp) (SwitchOp, bool) {
	pred := singlePredecessor(s.Block())
	if pred == nil {
		return SwitchOp{}, false
	}
	ps, ok := AsSwitch(pred.Last())
	if !ok || !ps.wellFormed() || ps.Flag() != s.Flag() {
		return SwitchOp{}, false
	}
	return ps, true
}

// simplifySwitchFromSwitchOnSameCondition turns a cf.switch reached only
// through a case of a cf.switch on the same flag into a cf.br: the flag
// is that case's value there.
func simplifySwitchFromSwitchOnSameCondition(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() {
		return false
	}
	ps, ok := predecessorSwitchOnSameFlag(s)
	if !ok || ps.DefaultDest() == op.Block() {
		return false
	}
	known := -1
	for i := range ps.NumCases() {
		if ps.CaseDest(i) == op.Block() {
			known = i
			break
		}
	}
	if known < 0 {
		return false // unreachable: the only edge in is a case or the default
	}
	value := ps.CaseValue(known)
	if value == nil {
		return false
	}
	for i := range s.NumCases() {
		if v := s.CaseValue(i); v != nil && v.Cmp(value) == 0 {
			replaceWithBr(rw, op, s.CaseDest(i), s.CaseOperands(i))
			return true
		}
	}
	replaceWithBr(rw, op, s.DefaultDest(), s.DefaultOperands())
	return true
}

// simplifySwitchFromDefaultSwitchOnSameCondition drops, from a cf.switch
// reached only through the default of a cf.switch on the same flag, the
// cases whose values the first switch sends elsewhere: the flag is none
// of them there.
func simplifySwitchFromDefaultSwitchOnSameCondition(op *ir.Operation, rw ir.Rewriter) bool {
	s, _ := AsSwitch(op)
	if !s.wellFormed() {
		return false
	}
	ps, ok := predecessorSwitchOnSameFlag(s)
	if !ok || ps.DefaultDest() != op.Block() {
		return false
	}
	var impossible []*big.Int
	for i := range ps.NumCases() {
		if ps.CaseDest(i) != op.Block() {
			if v := ps.CaseValue(i); v != nil {
				impossible = append(impossible, v)
			}
		}
	}
	var kept []switchCase
	dropped := false
	for i := range s.NumCases() {
		v := s.CaseValue(i)
		if v == nil {
			return false
		}
		if slices.ContainsFunc(impossible, func(x *big.Int) bool { return x.Cmp(v) == 0 }) {
			dropped = true
			continue
		}
		kept = append(kept, switchCase{value: s.caseValueElem(i), dest: s.CaseDest(i), args: s.CaseOperands(i)})
	}
	if !dropped {
		return false
	}
	replaceSwitch(rw, op, s.Flag(), s.DefaultDest(), s.DefaultOperands(), kept)
	return true
}
