package ir

import "fmt"

// BranchDef describes how a terminator forwards operands to its
// successors, as MLIR's BranchOpInterface::getSuccessorOperands does, for
// ops whose forwarded operands the default rule of [SuccessorOperands]
// cannot find (cf.switch splits one variadic group among its cases with an
// attribute of its own). Both hooks must be set.
type BranchDef struct {
	// SuccessorOperands returns, for each successor of op in order, the
	// operands op forwards to it, or nil when op is too malformed to tell.
	SuccessorOperands func(op *Operation) [][]*Value
	// SetSuccessorOperands makes op forward operands[i] to successor i,
	// updating whatever attributes record how the operands are grouped.
	// The other operands and the successors stay as they are. operands has
	// one list per successor.
	SetSuccessorOperands func(op *Operation, operands [][]*Value)
}

// SuccessorOperands returns, for each successor of the terminator op in
// order, the operands it forwards to that successor's block arguments.
// It reports false when op's forwarded operands are not understood: op is
// unregistered, has no successors, is malformed, or its definition neither
// sets [OpDef.Branch] nor fits the default rule. The rule: every declared
// successor is single and the last operand groups, one per successor, are
// the variadic ones and are the forwarded operands (cf.br, cf.cond_br).
//
// Passes that erase block arguments or add them (region simplification)
// edit only the branches this understands; other branches keep every
// argument of their successors.
func SuccessorOperands(op *Operation) ([][]*Value, bool) {
	def := op.Def()
	if def == nil || op.NumSuccessors() == 0 {
		return nil, false
	}
	if def.Branch != nil {
		if def.Branch.SuccessorOperands == nil || def.Branch.SetSuccessorOperands == nil {
			return nil, false
		}
		lists := def.Branch.SuccessorOperands(op)
		if lists == nil || len(lists) != op.NumSuccessors() {
			return nil, false
		}
		return lists, true
	}
	first, sizes, ok := defaultBranchGroups(op)
	if !ok {
		return nil, false
	}
	operands := op.Operands()
	start := 0
	for _, n := range sizes[:first] {
		start += n
	}
	lists := make([][]*Value, 0, len(sizes)-first)
	for _, n := range sizes[first:] {
		lists = append(lists, operands[start:start+n:start+n])
		start += n
	}
	return lists, true
}

// SetSuccessorOperands makes the terminator op forward operands[i] to its
// successor i, keeping its other operands and its successors, and updating
// operand_segment_sizes (or what [OpDef.Branch] updates). It reports false,
// leaving op alone, when [SuccessorOperands] does not understand op. It
// panics unless operands has one list per successor. The caller reports
// the change to its rewriter ([Rewriter.ModifyInPlace]).
func SetSuccessorOperands(op *Operation, operands [][]*Value) bool {
	if _, ok := SuccessorOperands(op); !ok {
		return false
	}
	if len(operands) != op.NumSuccessors() {
		panic(fmt.Sprintf("ir: SetSuccessorOperands on %s with %d operand lists for %d successors",
			op.Name(), len(operands), op.NumSuccessors()))
	}
	if b := op.Def().Branch; b != nil {
		b.SetSuccessorOperands(op, operands)
		return true
	}
	first, sizes, _ := defaultBranchGroups(op)
	kept := 0
	for _, n := range sizes[:first] {
		kept += n
	}
	all := append([]*Value(nil), op.Operands()[:kept]...)
	for i, list := range operands {
		all = append(all, list...)
		sizes[first+i] = len(list)
	}
	op.SetOperands(all)
	if op.HasAttr(OperandSegmentSizesAttr) {
		seg := make([]int64, len(sizes))
		for i, n := range sizes {
			seg[i] = int64(n)
		}
		op.SetAttr(OperandSegmentSizesAttr, op.Context().DenseIntArray(I32, seg))
	}
	return true
}

// defaultBranchGroups returns, when op's definition fits the default rule
// of [SuccessorOperands], the index of the first forwarded operand group
// and the sizes of all of op's operand groups.
func defaultBranchGroups(op *Operation) (first int, sizes []int, ok bool) {
	def := op.Def()
	n := op.NumSuccessors()
	if len(def.Successors) != n || len(def.Operands) < n {
		return 0, nil, false
	}
	for _, s := range def.Successors {
		if s.Arity != Single {
			return 0, nil, false
		}
	}
	first = len(def.Operands) - n
	arities := make([]Arity, len(def.Operands))
	for i, o := range def.Operands {
		if (o.Arity == Variadic) != (i >= first) {
			return 0, nil, false
		}
		arities[i] = o.Arity
	}
	sizes, err := segments(op, arities, op.NumOperands(), OperandSegmentSizesAttr, nil)
	if err != nil {
		return 0, nil, false
	}
	return first, sizes, true
}

// CaseOperandSegmentsAttr is the attribute in which a switch in MLIR's
// layout (cf.switch, llvm.switch) records how many of its case operands
// each case forwards.
const CaseOperandSegmentsAttr = "case_operand_segments"

// SwitchBranch is the [BranchDef] of a switch in MLIR's layout: operands
// flag, default operands, case operands (`operand_segment_sizes` [1, d,
// c]); successors the default destination, then one per case; the case
// operands split among the cases by [CaseOperandSegmentsAttr].
func SwitchBranch() *BranchDef {
	return &BranchDef{SuccessorOperands: SwitchSuccessorOperands, SetSuccessorOperands: SetSwitchSuccessorOperands}
}

// SwitchWellFormed reports whether the operand groups and case segments
// of a switch in MLIR's layout agree, so that its operands can be split
// among its successors.
func SwitchWellFormed(op *Operation) bool {
	if op.NumOperands() == 0 || op.NumSuccessors() == 0 {
		return false
	}
	sizes, ok := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr)
	if !ok || sizes.ElementType() != Type(I32) || len(sizes.Int64s()) != 3 {
		return false
	}
	n := sizes.Int64s()
	if n[0] != 1 || n[1] < 0 || n[2] < 0 || n[0]+n[1]+n[2] != int64(op.NumOperands()) {
		return false
	}
	seg, ok := op.Attr(CaseOperandSegmentsAttr).(*DenseArrayAttr)
	if !ok || seg.ElementType() != Type(I32) || seg.Len() != op.NumSuccessors()-1 {
		return false
	}
	total := int64(0)
	for _, k := range seg.Int64s() {
		if k < 0 {
			return false
		}
		total += k
	}
	return total == n[2]
}

// SwitchSuccessorOperands splits the operands of a switch in MLIR's
// layout among its successors: the default operands, then each case's;
// nil when the switch is malformed. The lists are clipped, so that
// appending to one cannot overwrite the next.
func SwitchSuccessorOperands(op *Operation) [][]*Value {
	if !SwitchWellFormed(op) {
		return nil
	}
	n := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr).Int64s()
	operands := op.Operands()
	lists := make([][]*Value, 0, op.NumSuccessors())
	start, end := 1, 1+int(n[1])
	lists = append(lists, operands[start:end:end])
	start = end
	for _, k := range op.Attr(CaseOperandSegmentsAttr).(*DenseArrayAttr).Int64s() {
		end = start + int(k)
		lists = append(lists, operands[start:end:end])
		start = end
	}
	return lists
}

// SetSwitchSuccessorOperands rebuilds the operands of a switch in MLIR's
// layout as flag, lists[0] (default), then each case's list, and both
// segment attributes to match.
func SetSwitchSuccessorOperands(op *Operation, lists [][]*Value) {
	operands := append([]*Value{op.Operand(0)}, lists[0]...)
	segs := make([]int64, len(lists)-1)
	ncase := 0
	for i, list := range lists[1:] {
		operands = append(operands, list...)
		segs[i] = int64(len(list))
		ncase += len(list)
	}
	ctx := op.Context()
	op.SetOperands(operands)
	op.SetAttr(CaseOperandSegmentsAttr, ctx.DenseIntArray(I32, segs))
	op.SetAttr(OperandSegmentSizesAttr, ctx.DenseIntArray(I32, []int64{1, int64(len(lists[0])), int64(ncase)}))
}

// VerifySuccessorOperands checks that the values vals a branch passes to
// its successor i match the block's arguments, in number and types. MLIR
// words these as plain errors, located at the branch.
func VerifySuccessorOperands(op *Operation, i int, vals []*Value) error {
	dest := op.Successor(i)
	if dest == nil {
		return nil
	}
	if len(vals) != dest.NumArguments() {
		return Errorf(op.Loc(), "branch has %d operands for successor #%d, but target block has %d", len(vals), i, dest.NumArguments())
	}
	for k, v := range vals {
		if v.Type() != dest.Argument(k).Type() {
			return Errorf(op.Loc(), "type mismatch for bb argument #%d of successor #%d", k, i)
		}
	}
	return nil
}
