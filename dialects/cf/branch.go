package cf

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// switchBranch tells the core which operands cf.switch forwards to each of
// its successors: the default operands to the default destination, then
// the case operands, split among the cases by case_operand_segments.
func switchBranch() *ir.BranchDef {
	return &ir.BranchDef{
		SuccessorOperands:    switchSuccessorOperands,
		SetSuccessorOperands: setSwitchSuccessorOperands,
	}
}

func switchSuccessorOperands(op *ir.Operation) [][]*ir.Value {
	s := SwitchOp{op}
	if !s.wellFormed() {
		return nil
	}
	// One pass over the case operands (not CaseOperands per case, which
	// would make a switch with many cases quadratic). The lists are
	// clipped, so that appending to one cannot overwrite the next.
	lists := make([][]*ir.Value, 0, op.NumSuccessors())
	lists = append(lists, slices.Clip(s.DefaultOperands()))
	caseOperands := op.OperandGroup(2)
	start := 0
	for _, n := range op.Attr(CaseOperandSegmentsAttr).(*ir.DenseArrayAttr).Int64s() {
		end := start + int(n)
		lists = append(lists, caseOperands[start:end:end])
		start = end
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
