package transforms

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// LICM is MLIR's loop-invariant-code-motion. For every loop, innermost
// first (so that what leaves an inner loop may leave the outer one too),
// it moves out of the loop body, right before the loop, each operation
// that
//   - is not a terminator,
//   - touches no memory (ir.IsMemoryEffectFree) and may be executed
//     speculatively (see speculatable), and
//   - uses only values defined outside the loop, or in regions nested in
//     the operation itself.
//
// Hoisting one operation may make its users in the body invariant: they
// are looked at again.
//
// The loops are those MLIR 16 treats as LoopLikeOpInterface among strata's
// dialects: scf.for, whose body is its single region. (MLIR 16's scf.while
// is not loop-like.)
type LICM struct{}

// NewLICM returns the loop-invariant-code-motion pass.
func NewLICM() passes.Pass { return &LICM{} }

// Info describes the pass.
func (*LICM) Info() passes.Info {
	return passes.Info{
		Argument:    "loop-invariant-code-motion",
		Name:        "LoopInvariantCodeMotion",
		Summary:     "Hoist loop invariant instructions outside of the loop",
		Description: "Moves the operations of a loop body that are effect-free, speculatable and use only values defined outside the loop to right before the loop, innermost loops first.",
	}
}

// loopBodies returns the regions of op that are loop bodies, or nil when op
// is not a loop.
func loopBodies(op *ir.Operation) []*ir.Region {
	if op.Is("scf.for") && op.NumRegions() == 1 {
		return []*ir.Region{op.Region(0)}
	}
	return nil
}

// Run hoists the loop-invariant code of the loops nested in op.
func (*LICM) Run(op *ir.Operation, st *passes.State) error {
	var loops []*ir.Operation
	// Post-order: inner loops come before the loops around them.
	op.Walk(ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
		if loopBodies(o) != nil {
			loops = append(loops, o)
		}
		return ir.Advance
	})
	moved := 0
	for _, loop := range loops {
		moved += hoistInvariants(loop)
	}
	if moved == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// hoistInvariants moves the invariant operations of loop's bodies before
// loop and returns how many it moved.
func hoistInvariants(loop *ir.Operation) int {
	moved := 0
	for _, body := range loopBodies(loop) {
		var worklist []*ir.Operation // a FIFO queue, as MLIR's
		for op := range body.Ops() {
			worklist = append(worklist, op)
		}
		for len(worklist) > 0 {
			op := worklist[0]
			worklist = worklist[1:]
			// Skip operations already moved out.
			if op.ParentRegion() != body {
				continue
			}
			if !ir.IsMemoryEffectFree(op) || !ir.IsSpeculatable(op) || !invariantIn(op, body) {
				continue
			}
			op.MoveBefore(loop)
			moved++
			for _, r := range op.Results() {
				for user := range r.Users() {
					if user.ParentRegion() == body {
						worklist = append(worklist, user)
					}
				}
			}
		}
	}
	return moved
}

// invariantIn reports whether op, a non-terminator of body, uses (itself or
// through the operations nested in it) only values defined outside body
// or inside op.
func invariantIn(op *ir.Operation, body *ir.Region) bool {
	if op.IsTerminator() {
		return false
	}
	return !op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		for _, v := range o.Operands() {
			if owner := v.ParentRegion().ParentOp(); owner != nil && op.IsAncestor(owner) && owner != op {
				continue // defined in a region nested in op
			}
			if owner := v.ParentRegion().ParentOp(); owner == op {
				continue // an argument of one of op's own blocks
			}
			if body.IsAncestor(v.ParentRegion()) {
				return ir.Interrupt
			}
		}
		return ir.Advance
	})
}
