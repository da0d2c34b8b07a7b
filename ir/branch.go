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
	sizes, err := segments(op, arities, op.NumOperands(), OperandSegmentSizesAttr)
	if err != nil {
		return 0, nil, false
	}
	return first, sizes, true
}
