package cf

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// switchBranch tells the core which operands cf.switch forwards to each of
// its successors: the default operands to the default destination, then
// the case operands, split among the cases by case_operand_segments.
var switchBranch = &ir.BranchDef{
	SuccessorOperands:    switchSuccessorOperands,
	SetSuccessorOperands: setSwitchSuccessorOperands,
}

func switchSuccessorOperands(op *ir.Operation) [][]*ir.Value {
	s := SwitchOp{op}
	if !s.wellFormed() {
		return nil
	}
	lists := make([][]*ir.Value, 0, op.NumSuccessors())
	// Clipped, so that appending to one list cannot overwrite the next.
	lists = append(lists, slices.Clip(s.DefaultOperands()))
	for i := range s.NumCases() {
		lists = append(lists, slices.Clip(s.CaseOperands(i)))
	}
	return lists
}

// setSwitchSuccessorOperands rebuilds the operands as flag, default
// operands, case operands, and both segment attributes to match.
func setSwitchSuccessorOperands(op *ir.Operation, lists [][]*ir.Value) {
	operands := append([]*ir.Value{op.Operand(0)}, lists[0]...)
	segs := make([]int64, len(lists)-1)
	ncase := 0
	for i, list := range lists[1:] {
		operands = append(operands, list...)
		segs[i] = int64(len(list))
		ncase += len(list)
	}
	ctx := op.Context()
	op.SetOperands(operands)
	op.SetAttr(CaseOperandSegmentsAttr, ctx.DenseIntArray(ir.I32, segs))
	op.SetAttr(ir.OperandSegmentSizesAttr, ctx.DenseIntArray(ir.I32, []int64{1, int64(len(lists[0])), int64(ncase)}))
}
