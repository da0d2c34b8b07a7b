package interp

import "github.com/strata-ir/strata/ir"

// Branches compiles a branch op of any dialect whose successor operands
// ir.SuccessorOperands knows: one successor (an unconditional branch), two
// (a conditional branch on operand 0), or a switch whose flag is operand 0
// and whose case values are the "case_values" attribute (cf.switch,
// llvm.switch).
func CompileBranch(op *ir.Operation, c *Compiler) error {
	lists, ok := ir.SuccessorOperands(op)
	if !ok {
		return c.Errorf("cannot read the successor operands of '%s'", op.Name())
	}
	switch {
	case op.NumSuccessors() == 1:
		c.Branch(op.Successor(0), lists[0])
		return nil
	case op.NumSuccessors() == 2 && !op.HasAttr("case_values"):
		c.CondBranch(c.Slot(op.Operand(0)), op.Successor(0), lists[0], op.Successor(1), lists[1])
		return nil
	}
	var vals []uint64
	switch a := op.Attr("case_values").(type) {
	case *ir.DenseElementsAttr:
		for _, v := range a.Values() {
			iv, _ := v.(ir.IntegerAttr)
			vals = append(vals, iv.Uint64())
		}
	case *ir.DenseArrayAttr:
		for _, v := range a.Int64s() {
			vals = append(vals, uint64(v))
		}
	case nil:
	default:
		return c.Errorf("unsupported case values")
	}
	ti, err := c.Info(op.Operand(0).Type())
	if err != nil {
		return err
	}
	m := ti.Mask()
	labels := make([]*Label, op.NumSuccessors())
	for i := range labels {
		labels[i] = c.NewLabel()
	}
	// A jump table of (value, target) pairs searched linearly; the
	// default is successor 0.
	targets := make([]int32, len(vals))
	tablePC := c.PC()
	c.Emit(Instr{A: c.Slot(op.Operand(0)), Fn: func(fr *Frame, in *Instr) int32 {
		v := fr.R[in.A] & m
		for i, cv := range vals {
			if cv&m == v {
				return targets[i]
			}
		}
		return in.T
	}})
	c.Target(tablePC, FieldT, labels[0])
	for i := range labels {
		c.Bind(labels[i])
		if i > 0 && i-1 < len(targets) {
			targets[i-1] = c.PC()
		}
		c.Branch(op.Successor(i), lists[i])
	}
	return nil
}
