package rewrite

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// SimplifyRegions simplifies the control flow of regions and of the regions
// nested in them, as MLIR's simplifyRegions does: it erases blocks that the
// entry block cannot reach, then erases operations and block arguments that
// no live value depends on (a liveness-based dead code elimination that
// also removes dead cycles through block arguments). Every change goes
// through rw. It reports whether anything changed.
//
// Block arguments are erased only where the branches passing them are
// understood: terminators whose successors are all single and whose
// trailing variadic operand groups are the successor operands, one group
// per successor (cf.br, cf.cond_br). Other branches keep all the arguments
// of their successors. Identical blocks are not merged yet.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region) bool {
	changed := EraseUnreachableBlocks(rw, regions)
	if RunRegionDCE(rw, regions) {
		changed = true
	}
	return changed
}

// EraseUnreachableBlocks erases the blocks of regions (and of nested
// regions) that their region's entry block cannot reach, and reports
// whether it erased any.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	erased := false
	worklist := append([]*ir.Region(nil), regions...)
	for len(worklist) > 0 {
		r := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		if r.Empty() {
			continue
		}
		if r.NumBlocks() == 1 {
			for op := range r.First().Ops() {
				worklist = append(worklist, op.Regions()...)
			}
			continue
		}
		reachable := reachableBlocks(r.First())
		for _, b := range slices.Clone(r.Blocks()) {
			if !reachable[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
				continue
			}
			for op := range b.Ops() {
				worklist = append(worklist, op.Regions()...)
			}
		}
	}
	return erased
}

// reachableBlocks returns the blocks reachable from entry through
// successors, entry included.
func reachableBlocks(entry *ir.Block) map[*ir.Block]bool {
	seen := map[*ir.Block]bool{entry: true}
	stack := []*ir.Block{entry}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Successors() {
			if s != nil && !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// dropDefinedValueUses drops every use of the values b defines (its
// arguments, the results of its operations and of the operations nested
// in them) and every branch to b, so that b can be erased even though other
// dead code still refers to it.
func dropDefinedValueUses(b *ir.Block) {
	for _, a := range b.Arguments() {
		dropUses(a)
	}
	for op := range b.Ops() {
		op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			for _, r := range o.Results() {
				dropUses(r)
			}
			for _, r := range o.Regions() {
				for _, nb := range r.Blocks() {
					for _, a := range nb.Arguments() {
						dropUses(a)
					}
				}
			}
			return ir.Advance
		})
	}
	var uses []*ir.BlockOperand
	for u := range b.Uses() {
		uses = append(uses, u)
	}
	for _, u := range uses {
		u.Set(nil)
	}
}

func dropUses(v *ir.Value) {
	var uses []*ir.OpOperand
	for u := range v.Uses() {
		uses = append(uses, u)
	}
	for _, u := range uses {
		u.Set(nil)
	}
}

// liveness records the operations and values proven live by RunRegionDCE.
type liveness struct {
	ops     map[*ir.Operation]bool
	values  map[*ir.Value]bool // block arguments
	changed bool
}

// valueLive reports whether v was proven live.
func (l *liveness) valueLive(v *ir.Value) bool {
	if def := v.DefiningOp(); def != nil {
		return l.ops[def]
	}
	return l.values[v]
}

func (l *liveness) setOp(op *ir.Operation) {
	if !l.ops[op] {
		l.ops[op] = true
		l.changed = true
	}
}

// setValue marks v live. A result stands for its op: ops are erased
// whole, so one live result keeps them all.
func (l *liveness) setValue(v *ir.Value) {
	if def := v.DefiningOp(); def != nil {
		l.setOp(def)
		return
	}
	if !l.values[v] {
		l.values[v] = true
		l.changed = true
	}
}

// RunRegionDCE erases the operations of regions (and nested regions) that
// are dead: they have no effect and none of their results reaches a live
// use. It also erases the unused arguments of non-entry blocks with the
// operands that branches pass them, where the branches are understood
// (see SimplifyRegions). It reports whether it erased anything.
func RunRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	live := &liveness{ops: map[*ir.Operation]bool{}, values: map[*ir.Value]bool{}}
	for {
		live.changed = false
		for _, r := range regions {
			propagateRegionLiveness(r, live)
		}
		if !live.changed {
			break
		}
	}
	return deleteDeadness(rw, regions, live)
}

func propagateRegionLiveness(r *ir.Region, live *liveness) {
	if r.Empty() {
		return
	}
	for _, b := range postOrderBlocks(r.First()) {
		// Ops from last to first, so that uses come before definitions.
		for op := range b.OpsReverse() {
			propagateOpLiveness(op, live)
		}
		// Entry block arguments belong to the region's owner: they are
		// never erased, so their liveness is not tracked.
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Arguments() {
			if !live.valueLive(a) {
				processValue(a, live)
			}
		}
	}
}

func propagateOpLiveness(op *ir.Operation, live *liveness) {
	for _, r := range op.Regions() {
		propagateRegionLiveness(r, live)
	}
	if op.IsTerminator() {
		propagateTerminatorLiveness(op, live)
		return
	}
	if live.ops[op] {
		return
	}
	if !ir.WouldBeTriviallyDead(op) {
		live.setOp(op)
		return
	}
	for _, r := range op.Results() {
		processValue(r, live)
	}
}

// propagateTerminatorLiveness marks a terminator live, and the arguments of
// its successors live unless the branch's operands are understood (then
// the arguments are live only if used).
func propagateTerminatorLiveness(op *ir.Operation, live *liveness) {
	live.setOp(op)
	if _, ok := successorOperandGroups(op); ok {
		return
	}
	for _, s := range op.Successors() {
		if s == nil {
			continue
		}
		for _, a := range s.Arguments() {
			live.setValue(a)
		}
	}
}

// processValue marks v live when a live operation uses it, other than as
// an operand forwarded to a dead successor argument.
func processValue(v *ir.Value, live *liveness) {
	for u := range v.Uses() {
		if useForwardsToDeadArgument(u, live) {
			continue
		}
		if live.ops[u.Owner()] {
			live.setValue(v)
			return
		}
	}
}

func useForwardsToDeadArgument(u *ir.OpOperand, live *liveness) bool {
	owner := u.Owner()
	if !owner.IsTerminator() {
		return false
	}
	arg := successorArgumentOf(owner, u.Index())
	return arg != nil && !live.valueLive(arg)
}

// successorOperandGroups returns, for each successor of a terminator, the
// index of the operand group forwarded to it, when the branch's operands
// are understood: every declared successor is single, and the operand
// groups that are not single are the trailing groups, one per successor.
func successorOperandGroups(op *ir.Operation) ([]int, bool) {
	def := op.Def()
	if def == nil || op.NumSuccessors() == 0 || len(def.Successors) != op.NumSuccessors() {
		return nil, false
	}
	for _, s := range def.Successors {
		if s.Arity != ir.Single {
			return nil, false
		}
	}
	n := len(def.Successors)
	if len(def.Operands) < n {
		return nil, false
	}
	first := len(def.Operands) - n
	for i, o := range def.Operands {
		if (o.Arity == ir.Variadic) != (i >= first) {
			return nil, false
		}
	}
	groups := make([]int, n)
	for i := range groups {
		groups[i] = first + i
	}
	return groups, true
}

// successorOperandRange returns where the operands forwarded to successor
// i of op start, and how many there are.
func successorOperandRange(op *ir.Operation, groups []int, i int) (start, n int) {
	for g := 0; g < groups[i]; g++ {
		start += len(op.OperandGroup(g))
	}
	return start, len(op.OperandGroup(groups[i]))
}

// successorArgumentOf returns the block argument that operand index of a
// terminator is forwarded to, or nil when it is not a forwarded operand of
// an understood branch.
func successorArgumentOf(op *ir.Operation, index int) *ir.Value {
	groups, ok := successorOperandGroups(op)
	if !ok {
		return nil
	}
	for i := range groups {
		start, n := successorOperandRange(op, groups, i)
		if index >= start && index < start+n {
			s := op.Successor(i)
			if s == nil || index-start >= s.NumArguments() {
				return nil
			}
			return s.Argument(index - start)
		}
	}
	return nil
}

// postOrderBlocks returns the blocks reachable from entry in depth-first
// post-order over successors.
func postOrderBlocks(entry *ir.Block) []*ir.Block {
	type frame struct {
		b    *ir.Block
		next int
	}
	var order []*ir.Block
	seen := map[*ir.Block]bool{entry: true}
	stack := []frame{{b: entry}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := top.b.Successors()
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if s != nil && !seen[s] {
				seen[s] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		order = append(order, top.b)
		stack = stack[:len(stack)-1]
	}
	return order
}

func deleteDeadness(rw *Rewriter, regions []*ir.Region, live *liveness) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.NumBlocks() == 1
		for _, b := range postOrderBlocks(r.First()) {
			if !single {
				if eraseDeadSuccessorOperands(rw, b.Terminator(), live) {
					erased = true
				}
			}
			for op := range b.OpsReverse() {
				if !live.ops[op] {
					for _, res := range op.Results() {
						dropUses(res)
					}
					rw.EraseOp(op)
					erased = true
					continue
				}
				if deleteDeadness(rw, op.Regions(), live) {
					erased = true
				}
			}
		}
		for _, b := range r.Blocks()[1:] {
			for i := b.NumArguments() - 1; i >= 0; i-- {
				if !live.valueLive(b.Argument(i)) {
					b.EraseArgument(i)
					erased = true
				}
			}
		}
	}
	return erased
}

// eraseDeadSuccessorOperands removes, from an understood branch, the
// operands forwarded to dead successor arguments.
func eraseDeadSuccessorOperands(rw *Rewriter, term *ir.Operation, live *liveness) bool {
	if term == nil {
		return false
	}
	groups, ok := successorOperandGroups(term)
	if !ok {
		return false
	}
	operands := term.Operands()
	keep := make([]bool, len(operands))
	for i := range keep {
		keep[i] = true
	}
	sizes := make([]int, len(term.Def().Operands))
	for g := range sizes {
		sizes[g] = len(term.OperandGroup(g))
	}
	removed := false
	for i := range groups {
		s := term.Successor(i)
		start, n := successorOperandRange(term, groups, i)
		for k := 0; k < n && s != nil && k < s.NumArguments(); k++ {
			if !live.valueLive(s.Argument(k)) {
				keep[start+k] = false
				sizes[groups[i]]--
				removed = true
			}
		}
	}
	if !removed {
		return false
	}
	rw.ModifyInPlace(term, func() {
		var kept []*ir.Value
		for i, v := range operands {
			if keep[i] {
				kept = append(kept, v)
			}
		}
		term.SetOperands(kept)
		if term.HasAttr(ir.OperandSegmentSizesAttr) {
			seg := make([]int64, len(sizes))
			for i, s := range sizes {
				seg[i] = int64(s)
			}
			term.SetAttr(ir.OperandSegmentSizesAttr, term.Context().DenseIntArray(ir.I32, seg))
		}
	})
	return true
}
