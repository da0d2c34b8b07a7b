package scf

import (
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/ir"
)

// foldIf is MLIR 16's IfOp::fold: `scf.if (xori %c, true)` with an else
// branch becomes `scf.if %c` with the branches swapped, in place. It is a
// fold, not a pattern, so it runs before any canonicalization pattern of
// the op and cannot be disabled by name; which of the two matters for the
// order in which the greedy driver visits (and so the order of the
// constants it leaves).
func foldIf(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ifOp, ok := AsIf(op)
	if !ok || ifOp.Else() == nil {
		return nil
	}
	xor, ok := arith.AsXOrI(ifOp.Condition().DefiningOp())
	if !ok {
		return nil
	}
	if one, ok := boolConst(xor.Rhs()); !ok || !one {
		return nil
	}
	op.SetOperand(0, xor.Lhs())
	thenRegion, elseRegion := op.Region(0), op.Region(1)
	thenBlock := thenRegion.First()
	thenRegion.RemoveBlock(thenBlock)
	thenRegion.TakeBody(elseRegion)
	elseRegion.AppendBlock(thenBlock)
	// Returning op's own results says it was updated in place.
	results := make([]ir.FoldResult, op.NumResults())
	for i := range results {
		results[i] = ir.FoldResult{Value: op.Result(i)}
	}
	return results
}
