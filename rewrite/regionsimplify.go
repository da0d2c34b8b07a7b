package rewrite

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// SimplifyRegions simplifies the control flow of regions and of the regions
// nested in them, as MLIR's simplifyRegions does: it erases blocks that the
// entry block cannot reach, then erases operations and block arguments that
// no live value depends on (a liveness-based dead code elimination that
// also removes dead cycles through block arguments), then merges identical
// blocks. Erasures go through rw. It reports whether anything changed.
//
// Branch operands are edited only where [ir.SuccessorOperands] understands
// the branches passing them (cf.br, cf.cond_br, cf.switch), as MLIR edits
// only branches implementing BranchOpInterface. Other branches keep all
// the arguments of their successors, and blocks they branch to are merged
// only when that needs no new argument.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region) bool {
	return simplifyRegions(rw, regions, nil)
}

// simplifyRegions is SimplifyRegions leaving alone the regions of the ops
// that skip (which may be nil) accepts: the greedy driver's
// GreedyConfig.SkipRegions, IsolatedFromAbove ops simplified already.
// Each step treats such an op as an op without regions; since nothing
// outside an isolated op uses a value defined inside it, what the steps
// decide outside it is what they would decide entering it.
func simplifyRegions(rw *Rewriter, regions []*ir.Region, skip func(*ir.Operation) bool) bool {
	changed := eraseUnreachableBlocks(rw, regions, skip)
	if runRegionDCE(rw, regions, skip) {
		changed = true
	}
	if mergeIdenticalBlocks(rw, regions, skip) {
		changed = true
	}
	return changed
}

// nestedRegions appends the regions of op to rs, unless skip accepts op.
func nestedRegions(rs []*ir.Region, op *ir.Operation, skip func(*ir.Operation) bool) []*ir.Region {
	if op.NumRegions() == 0 || skip != nil && skip(op) {
		return rs
	}
	for i := range op.NumRegions() {
		rs = append(rs, op.Region(i))
	}
	return rs
}

// EraseUnreachableBlocks erases the blocks of regions (and of nested
// regions) that their region's entry block cannot reach, and reports
// whether it erased any.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	return eraseUnreachableBlocks(rw, regions, nil)
}

func eraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region, skip func(*ir.Operation) bool) bool {
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
				worklist = nestedRegions(worklist, op, skip)
			}
			continue
		}
		reachable := ir.ReachableBlocks(r)
		for _, b := range slices.Clone(r.Blocks()) {
			if !reachable[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
				continue
			}
			for op := range b.Ops() {
				worklist = nestedRegions(worklist, op, skip)
			}
		}
	}
	return erased
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
	// ops marks the live operations (ir.Marks rather than a map: every
	// op of the regions is asked about, most are live).
	ops     ir.Marks
	values  map[*ir.Value]bool // block arguments
	changed bool
	// skip, when set, accepts the ops whose regions are left alone.
	skip func(*ir.Operation) bool
	// branches caches forwardedOperands, asked once per use of a value a
	// branch forwards: the IR does not change while liveness propagates.
	branches map[*ir.Operation]forwarded
}

type forwarded struct {
	lists [][]*ir.Value
	ok    bool
}

// forwardedOperands returns forwardedOperands(op), computed once.
func (l *liveness) forwardedOperands(op *ir.Operation) ([][]*ir.Value, bool) {
	f, seen := l.branches[op]
	if !seen {
		f.lists, f.ok = forwardedOperands(op)
		l.branches[op] = f
	}
	return f.lists, f.ok
}

// valueLive reports whether v was proven live.
func (l *liveness) valueLive(v *ir.Value) bool {
	if def := v.DefiningOp(); def != nil {
		return l.ops.Has(def)
	}
	return l.values[v]
}

func (l *liveness) setOp(op *ir.Operation) {
	if !l.ops.Has(op) {
		l.ops.Set(op, 1)
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
	return runRegionDCE(rw, regions, nil)
}

func runRegionDCE(rw *Rewriter, regions []*ir.Region, skip func(*ir.Operation) bool) bool {
	if len(regions) == 0 {
		return false
	}
	live := &liveness{
		ops:      regions[0].ParentOp().Context().NewMarks(),
		values:   map[*ir.Value]bool{},
		branches: map[*ir.Operation]forwarded{},
		skip:     skip,
	}
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
	var one [1]*ir.Block // the single block of most regions, on the stack
	for _, b := range postOrderBlocks(one[:0], r) {
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
	if op.NumRegions() != 0 && (live.skip == nil || !live.skip(op)) {
		for i := range op.NumRegions() {
			propagateRegionLiveness(op.Region(i), live)
		}
	}
	// An unregistered op with successors is a branch too, though it lacks
	// the Terminator trait: its successors' arguments must stay. (MLIR 16
	// erases them, leaving the branch passing operands to nothing.)
	if op.IsTerminator() || op.NumSuccessors() > 0 {
		propagateTerminatorLiveness(op, live)
		return
	}
	if live.ops.Has(op) {
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
	if _, ok := live.forwardedOperands(op); ok {
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

// processValue marks v live when a live operation needs it.
func processValue(v *ir.Value, live *liveness) {
	for user := range v.Users() {
		if live.ops.Has(user) && needsValue(user, v, live) {
			live.setValue(v)
			return
		}
	}
}

// needsValue reports whether op, a user of v, needs v. Every op does but
// an understood branch: each operand it forwards is in effect an operand
// of the successor's argument (a phi), needed only if that argument is
// live, so a branch needs v only where it uses v as an operand of its
// own (cf.cond_br's condition) or forwards it to a live argument.
func needsValue(op *ir.Operation, v *ir.Value, live *liveness) bool {
	if !op.IsTerminator() {
		return true
	}
	lists, ok := live.forwardedOperands(op)
	if !ok {
		return true
	}
	forwarded := 0
	for i, list := range lists {
		for k, f := range list {
			if f != v {
				continue
			}
			if live.valueLive(op.Successor(i).Argument(k)) {
				return true
			}
			forwarded++
		}
	}
	uses := 0
	for i := range op.NumOperands() {
		if op.Operand(i) == v {
			uses++
		}
	}
	return uses > forwarded
}

// forwardedOperands returns, for each successor of op, the operands op
// forwards to it, when [ir.SuccessorOperands] understands op and each list
// matches its successor's arguments (as it does in IR that verifies).
func forwardedOperands(op *ir.Operation) ([][]*ir.Value, bool) {
	lists, ok := ir.SuccessorOperands(op)
	if !ok {
		return nil, false
	}
	for i, list := range lists {
		s := op.Successor(i)
		if s == nil || len(list) != s.NumArguments() {
			return nil, false
		}
	}
	return lists, true
}

// postOrderBlocks appends to order the blocks of r reachable from its
// entry in depth-first post-order over successors, then those reachable
// only from a block holding a jump target (ir.JumpTarget: cir.label),
// and returns it.
func postOrderBlocks(order []*ir.Block, r *ir.Region) []*ir.Block {
	entry := r.First()
	if last := entry.Last(); r.NumBlocks() == 1 && (last == nil || last.NumSuccessors() == 0) {
		// The common case of a single-block region: no map, no stack,
		// and the caller's buffer for the result.
		return append(order, entry)
	}
	type frame struct {
		b    *ir.Block
		next int
	}
	seen := map[*ir.Block]bool{entry: true}
	stack := []frame{{b: entry}}
	roots := []*ir.Block(nil)
	for _, b := range r.Blocks()[1:] {
		for op := range b.Ops() {
			if op.HasTrait(ir.JumpTarget) {
				roots = append(roots, b)
				break
			}
		}
	}
	for {
		if len(stack) == 0 {
			for len(roots) > 0 && seen[roots[0]] {
				roots = roots[1:]
			}
			if len(roots) == 0 {
				break
			}
			seen[roots[0]] = true
			stack = append(stack, frame{b: roots[0]})
			roots = roots[1:]
		}
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
		var one [1]*ir.Block // the single block of most regions, on the stack
		for _, b := range postOrderBlocks(one[:0], r) {
			if !single {
				if eraseDeadSuccessorOperands(rw, b.Terminator(), live) {
					erased = true
				}
			}
			for op := range b.OpsReverse() {
				if !live.ops.Has(op) {
					for _, res := range op.Results() {
						dropUses(res)
					}
					rw.EraseOp(op)
					erased = true
					continue
				}
				if op.NumRegions() != 0 && (live.skip == nil || !live.skip(op)) && deleteDeadness(rw, op.Regions(), live) {
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
	lists, ok := forwardedOperands(term)
	if !ok {
		return false
	}
	kept := make([][]*ir.Value, len(lists))
	removed := false
	for i, list := range lists {
		s := term.Successor(i)
		for k, v := range list {
			if live.valueLive(s.Argument(k)) {
				kept[i] = append(kept[i], v)
			} else {
				removed = true
			}
		}
	}
	if !removed {
		return false
	}
	rw.ModifyInPlace(term, func() { ir.SetSuccessorOperands(term, kept) })
	return true
}

// MergeIdenticalBlocks merges, in regions and the regions nested in them,
// blocks that branch to the same successors and hold the same operations
// (up to the values they take from outside the block, which become new
// arguments of the merged block, passed by its predecessors). Blocks
// holding regions are left alone, as MLIR 16 does. It reports whether it
// merged anything.
func MergeIdenticalBlocks(rw *Rewriter, regions []*ir.Region) bool {
	return mergeIdenticalBlocks(rw, regions, nil)
}

func mergeIdenticalBlocks(rw *Rewriter, regions []*ir.Region, skip func(*ir.Operation) bool) bool {
	worklist := append([]*ir.Region(nil), regions...)
	queued := map[*ir.Region]bool{}
	for _, r := range regions {
		queued[r] = true
	}
	push := func(r *ir.Region) {
		if !queued[r] {
			queued[r] = true
			worklist = append(worklist, r)
		}
	}
	changed := false
	for len(worklist) > 0 {
		r := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		delete(queued, r)
		if mergeIdenticalBlocksIn(rw, r) {
			push(r)
			changed = true
		}
		for _, b := range r.Blocks() {
			for op := range b.Ops() {
				if op.NumRegions() == 0 || skip != nil && skip(op) {
					continue
				}
				for i := range op.NumRegions() {
					push(op.Region(i))
				}
			}
		}
	}
	return changed
}

func mergeIdenticalBlocksIn(rw *Rewriter, r *ir.Region) bool {
	if r.NumBlocks() < 2 {
		return false
	}
	// Group the non-entry blocks by their successors.
	var groups [][]*ir.Block
	for _, b := range r.Blocks()[1:] {
		succs := b.Successors()
		i := slices.IndexFunc(groups, func(g []*ir.Block) bool { return slices.Equal(g[0].Successors(), succs) })
		if i < 0 {
			groups = append(groups, []*ir.Block{b})
		} else {
			groups[i] = append(groups[i], b)
		}
	}
	merged := false
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		var clusters []*mergeCluster
		for _, b := range g {
			if holdsRegions(b) {
				continue
			}
			added := false
			for _, c := range clusters {
				if c.add(b) {
					added = true
					break
				}
			}
			if !added {
				clusters = append(clusters, &mergeCluster{leader: b})
			}
		}
		for _, c := range clusters {
			if c.merge(rw) {
				merged = true
			}
		}
	}
	return merged
}

// holdsRegions reports whether an op of b has a non-empty region.
func holdsRegions(b *ir.Block) bool {
	for op := range b.Ops() {
		for _, r := range op.Regions() {
			if !r.Empty() {
				return true
			}
		}
	}
	return false
}

// mergeCluster is a leader block and the blocks found identical to it.
type mergeCluster struct {
	leader *ir.Block
	blocks []*ir.Block
	// operands are the (op index, operand index) places where the blocks
	// use different values from outside: each becomes a new argument.
	operands []operandPlace
}

type operandPlace struct{ op, operand int }

func compareOperandPlaces(a, b operandPlace) int {
	if a.op != b.op {
		return a.op - b.op
	}
	return a.operand - b.operand
}

// valueOrder numbers the values a block defines: its arguments, then the
// results of its operations in order.
func valueOrder(b *ir.Block) map[*ir.Value]int {
	order := map[*ir.Value]int{}
	for i, a := range b.Arguments() {
		order[a] = i
	}
	n := b.NumArguments()
	for op := range b.Ops() {
		for _, r := range op.Results() {
			order[r] = n
			n++
		}
	}
	return order
}

// definingBlock returns the block v is defined in.
func definingBlock(v *ir.Value) *ir.Block {
	if def := v.DefiningOp(); def != nil {
		return def.Block()
	}
	return v.OwnerBlock()
}

// add adds b to the cluster if it is identical to the leader.
func (c *mergeCluster) add(b *ir.Block) bool {
	leader := c.leader
	if !slices.Equal(leader.ArgumentTypes(), b.ArgumentTypes()) || leader.NumOps() != b.NumOps() {
		return false
	}
	leaderOrder, blockOrder := valueOrder(leader), valueOrder(b)
	var mismatched []operandPlace
	lhs, rhs := leader.First(), b.First()
	for i := 0; lhs != nil; i, lhs, rhs = i+1, lhs.Next(), rhs.Next() {
		if !equivalentIgnoringOperands(lhs, rhs) {
			return false
		}
		for k := range lhs.NumOperands() {
			lv, rv := lhs.Operand(k), rhs.Operand(k)
			if lv == rv {
				continue
			}
			if lv.Type() != rv.Type() {
				return false
			}
			lIn, rIn := definingBlock(lv) == leader, definingBlock(rv) == b
			if lIn != rIn {
				return false
			}
			if !lIn {
				// A value made by the terminator of a predecessor does not
				// dominate the merged block's other predecessors.
				if !validSuccessorOperand(leader, lv) || !validSuccessorOperand(b, rv) {
					return false
				}
				mismatched = append(mismatched, operandPlace{op: i, operand: k})
				continue
			}
			if leaderOrder[lv] != blockOrder[rv] {
				return false
			}
		}
		if usedOutside(lhs, leader) || usedOutside(rhs, b) {
			return false
		}
	}
	// The places form a sorted set: a place where several blocks differ
	// from the leader needs one argument.
	for _, m := range mismatched {
		i, found := slices.BinarySearchFunc(c.operands, m, compareOperandPlaces)
		if !found {
			c.operands = slices.Insert(c.operands, i, m)
		}
	}
	c.blocks = append(c.blocks, b)
	return true
}

// equivalentIgnoringOperands compares what MLIR's OperationEquivalence
// compares with values ignored and locations too: names, attributes,
// result types and the numbers of regions, successors and operands.
func equivalentIgnoringOperands(a, b *ir.Operation) bool {
	return a.Name() == b.Name() && slices.Equal(a.Attrs(), b.Attrs()) &&
		a.NumRegions() == b.NumRegions() && a.NumSuccessors() == b.NumSuccessors() &&
		a.NumOperands() == b.NumOperands() && slices.Equal(a.ResultTypes(), b.ResultTypes())
}

func validSuccessorOperand(b *ir.Block, v *ir.Value) bool {
	def := v.DefiningOp()
	if def == nil || def != def.Block().Terminator() {
		return true
	}
	return !slices.Contains(b.Predecessors(), def.Block())
}

// usedOutside reports whether a result of op is used outside block b.
func usedOutside(op *ir.Operation, b *ir.Block) bool {
	for _, r := range op.Results() {
		for user := range r.Users() {
			if user.Block() != b {
				return true
			}
		}
	}
	return false
}

// predecessorsUpdatable reports whether every branch to the blocks is
// understood, so that operands can be appended to it. It asks once per
// branch: the cases of one switch may reach many of the blocks.
func predecessorsUpdatable(blocks []*ir.Block) bool {
	asked := map[*ir.Operation]bool{}
	for _, b := range blocks {
		for u := range b.Uses() {
			term := u.Owner()
			if asked[term] {
				continue
			}
			asked[term] = true
			if _, ok := forwardedOperands(term); !ok {
				return false
			}
		}
	}
	return true
}

// merge merges the cluster's blocks into the leader.
func (c *mergeCluster) merge(rw *Rewriter) bool {
	if len(c.blocks) == 0 {
		return false
	}
	if len(c.operands) > 0 {
		members := append([]*ir.Block{c.leader}, c.blocks...)
		if !predecessorsUpdatable(members) {
			return false
		}
		ops := make([][]*ir.Operation, len(members))
		for i, b := range members {
			for op := range b.Ops() {
				ops[i] = append(ops[i], op)
			}
		}
		// newArgs[i] are the values member i passes for the new arguments.
		newArgs := make([][]*ir.Value, len(members))
		for _, place := range c.operands {
			for i := range members {
				slot := ops[i][place.op].OpOperand(place.operand)
				v := slot.Get()
				newArgs[i] = append(newArgs[i], v)
				if i == 0 {
					slot.Set(c.leader.AddArgument(v.Type(), v.Loc()))
				}
			}
		}
		appendPredecessorOperands(rw, members, newArgs)
	}
	for _, b := range c.blocks {
		b.ReplaceAllUsesWith(c.leader)
		rw.EraseBlock(b)
	}
	return true
}

// appendPredecessorOperands makes every branch to members[i] pass
// newArgs[i] after the operands it passes already. Each branch is
// rebuilt once, however many of its successors are members: a switch
// whose cases all go to merged blocks is not rebuilt once per case.
func appendPredecessorOperands(rw *Rewriter, members []*ir.Block, newArgs [][]*ir.Value) {
	var branches []*ir.Operation // in the order first seen
	lists := map[*ir.Operation][][]*ir.Value{}
	for i, b := range members {
		for u := range b.Uses() {
			term := u.Owner()
			l, seen := lists[term]
			if !seen {
				l, _ = ir.SuccessorOperands(term)
				lists[term] = l
				branches = append(branches, term)
			}
			l[u.Index()] = slices.Concat(l[u.Index()], newArgs[i])
		}
	}
	for _, term := range branches {
		rw.ModifyInPlace(term, func() { ir.SetSuccessorOperands(term, lists[term]) })
	}
}
