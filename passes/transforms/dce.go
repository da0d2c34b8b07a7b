package transforms

import (
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// DCE erases dead code in every region nested in the operation it runs on:
// trivially dead operations (unused results, no effects but reads or
// allocations of their own results; see ir.IsTriviallyDead), until none is
// left, and the blocks of SSA CFG regions that cannot be reached from their
// region's entry.
//
// Unreachable blocks are erased because their operations can never run and
// nothing reachable may use their values (a value must dominate its uses),
// so keeping them only hides dead operations from the first rule; MLIR's
// region simplification erases them for the same reason. Block arguments
// are left alone: changing a block's signature is canonicalization's job.
type DCE struct {
	NumErased passes.Statistic `stat:"num-erased" help:"Number of operations erased"`
}

// NewDCE returns the dce pass.
func NewDCE() passes.Pass { return &DCE{} }

// Info describes the pass.
func (*DCE) Info() passes.Info {
	return passes.Info{
		Argument:    "dce",
		Name:        "DCE",
		Summary:     "Erase trivially dead operations and unreachable blocks",
		Description: "Erases, in every nested region, operations whose results are unused and whose only effects are reads, until none is left, and blocks that cannot be reached from their region's entry.",
	}
}

// Run erases the dead code nested in op.
//
// The IsolatedFromAbove operations directly in op's regions (the functions
// of a module; see passes.IsolatedChildren) are cleaned first, each on its
// own and concurrently when threading is on, and then the rest of op
// without entering them again. That erases what one sweep over op erases:
// whether an operation is dead depends only on the uses of its results and
// on what it holds, and nothing outside an isolated operation uses a value
// defined inside it, nor the reverse; the children themselves cannot be
// erased, so no work is spent on a body that goes away with its op.
func (p *DCE) Run(op *ir.Operation, st *passes.State) error {
	children := passes.IsolatedChildren(op)
	var erased atomic.Int64
	// eraseDeadUnder cannot fail.
	_ = passes.ForEach(st, children, func(child *ir.Operation) error {
		erased.Add(eraseDeadUnder(child, nil))
		return nil
	})
	skip := make(map[*ir.Operation]bool, len(children))
	for _, child := range children {
		skip[child] = true
	}
	erased.Add(eraseDeadUnder(op, skip))
	p.NumErased.Add(erased.Load())
	if erased.Load() == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// eraseDeadUnder erases the dead code in the regions of root, but not in
// the regions of the operations in skip, and returns the number of
// operations erased.
func eraseDeadUnder(root *ir.Operation, skip map[*ir.Operation]bool) int64 {
	var erased int64
	var worklist []*ir.Operation
	for i := range root.NumRegions() {
		erased += eraseDeadIn(root.Region(i), &worklist, skip)
	}
	// Erasing may have left earlier-visited operations without uses.
	for len(worklist) > 0 {
		dead := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		if attachedUnder(dead, root) && ir.IsTriviallyDead(dead) {
			erased += eraseDead(dead, &worklist)
		}
	}
	return erased
}

// eraseDeadIn erases the dead code in r and the regions nested in it
// (but not in the regions of the operations in skip) and returns the
// number of operations erased. The definitions of the operands of erased
// operations are queued on worklist for another look.
func eraseDeadIn(r *ir.Region, worklist *[]*ir.Operation, skip map[*ir.Operation]bool) int64 {
	var erased int64
	if r.NumBlocks() > 1 && r.Kind() == ir.SSACFGRegion {
		erased += eraseUnreachableBlocks(r)
	}
	// Visit blocks bottom-up and operations last to first, so that users
	// are erased before what they use and one sweep usually suffices; an
	// operation made dead later (by a user in another block that comes
	// first in region order) is caught by the worklist.
	blocks := r.Blocks()
	for i := len(blocks) - 1; i >= 0; i-- {
		for op := range blocks[i].OpsReverse() {
			if ir.IsTriviallyDead(op) {
				erased += eraseDead(op, worklist)
				continue
			}
			if skip[op] {
				continue
			}
			for _, nested := range op.Regions() {
				erased += eraseDeadIn(nested, worklist, skip)
			}
			// The nested regions may have lost what kept op alive.
			if ir.IsTriviallyDead(op) {
				erased += eraseDead(op, worklist)
			}
		}
	}
	return erased
}

// attachedUnder reports whether op is still nested in root, that is, was
// not erased along with one of its ancestors.
func attachedUnder(op, root *ir.Operation) bool {
	for ; op != root; op = op.ParentOp() {
		if op == nil || op.Block() == nil {
			return false
		}
	}
	return true
}

// eraseDead erases op and queues the operations defining its operands,
// which may have lost their last use. It returns the number of operations
// erased, nested ones included.
func eraseDead(op *ir.Operation, worklist *[]*ir.Operation) int64 {
	n := int64(0)
	op.Walk(ir.PreOrder, func(*ir.Operation) ir.WalkResult { n++; return ir.Advance })
	operands := op.Operands()
	// Values defined above and used inside op's regions may lose uses too.
	op.WalkNested(ir.PreOrder, func(nested *ir.Operation) ir.WalkResult {
		operands = append(operands, nested.Operands()...)
		return ir.Advance
	})
	op.Erase()
	for _, v := range operands {
		if def := v.DefiningOp(); def != nil && !op.IsAncestor(def) {
			*worklist = append(*worklist, def)
		}
	}
	return n
}

// eraseUnreachableBlocks erases the blocks of r not reachable from its
// entry and returns the number of operations they held.
func eraseUnreachableBlocks(r *ir.Region) int64 {
	reachable := ir.ReachableBlocks(r)
	var dead []*ir.Block
	for _, b := range r.Blocks() {
		if !reachable[b] {
			dead = append(dead, b)
		}
	}
	var n int64
	// Dead blocks may branch to each other and use each other's values:
	// drop every reference first, then erase.
	for _, b := range dead {
		b.DropAllReferences()
	}
	for _, b := range dead {
		for op := range b.Ops() {
			op.Walk(ir.PreOrder, func(*ir.Operation) ir.WalkResult { n++; return ir.Advance })
		}
		b.Erase()
	}
	return n
}
