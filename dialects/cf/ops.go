package cf

import (
	"math/big"

	"github.com/strata-ir/strata/ir"
)

// BranchOp is cf.br.
type BranchOp struct{ *ir.Operation }

// AsBranch returns op as a cf.br, if it is one.
func AsBranch(op *ir.Operation) (BranchOp, bool) {
	return BranchOp{op}, op != nil && op.Is(BranchOpName)
}

// Dest returns the successor.
func (o BranchOp) Dest() *ir.Block { return o.Successor(0) }

// DestOperands returns the values passed to the successor.
func (o BranchOp) DestOperands() []*ir.Value { return o.Operands() }

// NewBr creates a branch to dest passing args.
func NewBr(b *ir.Builder, dest *ir.Block, args []*ir.Value, loc ir.Location) BranchOp {
	return BranchOp{b.Create(ir.OperationState{Name: BranchOpName, Loc: loc, Operands: args, Successors: []*ir.Block{dest}})}
}

// CondBranchOp is cf.cond_br.
type CondBranchOp struct{ *ir.Operation }

// AsCondBranch returns op as a cf.cond_br, if it is one.
func AsCondBranch(op *ir.Operation) (CondBranchOp, bool) {
	return CondBranchOp{op}, op != nil && op.Is(CondBranchOpName)
}

// Condition returns the i1 condition.
func (o CondBranchOp) Condition() *ir.Value { return o.Operand(0) }

// TrueDest returns the successor taken when the condition holds.
func (o CondBranchOp) TrueDest() *ir.Block { return o.Successor(0) }

// FalseDest returns the other successor.
func (o CondBranchOp) FalseDest() *ir.Block { return o.Successor(1) }

// TrueOperands returns the values passed to the true successor.
func (o CondBranchOp) TrueOperands() []*ir.Value { return o.OperandGroup(1) }

// FalseOperands returns the values passed to the false successor.
func (o CondBranchOp) FalseOperands() []*ir.Value { return o.OperandGroup(2) }

// NewCondBr creates a conditional branch.
func NewCondBr(b *ir.Builder, cond *ir.Value, trueDest *ir.Block, trueArgs []*ir.Value, falseDest *ir.Block, falseArgs []*ir.Value, loc ir.Location) CondBranchOp {
	operands := append(append([]*ir.Value{cond}, trueArgs...), falseArgs...)
	return CondBranchOp{b.Create(ir.OperationState{
		Name:       CondBranchOpName,
		Loc:        loc,
		Operands:   operands,
		Successors: []*ir.Block{trueDest, falseDest},
		Attributes: []ir.NamedAttribute{{Name: ir.OperandSegmentSizesAttr,
			Value: b.Ctx.DenseIntArray(ir.I32, []int64{1, int64(len(trueArgs)), int64(len(falseArgs))})}},
	})}
}

// SwitchOp is cf.switch.
type SwitchOp struct{ *ir.Operation }

// AsSwitch returns op as a cf.switch, if it is one.
func AsSwitch(op *ir.Operation) (SwitchOp, bool) {
	return SwitchOp{op}, op != nil && op.Is(SwitchOpName)
}

// Flag returns the integer switched on.
func (o SwitchOp) Flag() *ir.Value { return o.Operand(0) }

// DefaultDest returns the successor taken when no case matches.
func (o SwitchOp) DefaultDest() *ir.Block { return o.Successor(0) }

// DefaultOperands returns the values passed to the default successor.
func (o SwitchOp) DefaultOperands() []*ir.Value { return o.OperandGroup(1) }

// NumCases returns the number of cases (not counting the default).
func (o SwitchOp) NumCases() int { return o.NumSuccessors() - 1 }

// CaseDest returns the successor of case i.
func (o SwitchOp) CaseDest(i int) *ir.Block { return o.Successor(i + 1) }

// CaseValue returns the value of case i, as read under the flag's
// signedness (signless flags read as signed), or nil when the op has no
// such case.
func (o SwitchOp) CaseValue(i int) *big.Int {
	if a := o.caseValueAttr(i); a != nil {
		return a.Big()
	}
	return nil
}

func (o SwitchOp) caseValueAttr(i int) *ir.IntegerAttr {
	d, ok := o.Attr(CaseValuesAttr).(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	vals := d.Values()
	if d.IsSplat() {
		i = 0
	}
	if i < 0 || i >= len(vals) {
		return nil
	}
	a, ok := vals[i].(ir.IntegerAttr)
	if !ok {
		return nil
	}
	return &a
}

// AllCaseOperands returns the operands of every case, in order, in one
// pass over the operands (nil if the op is malformed); prefer it to calling
// CaseOperands in a loop, which rereads the group each time.
func (o SwitchOp) AllCaseOperands() [][]*ir.Value {
	seg, ok := o.Attr(CaseOperandSegmentsAttr).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	all := o.OperandGroup(2)
	out := make([][]*ir.Value, seg.Len())
	start := 0
	for i, n := range seg.Int64s() {
		if n < 0 || start+int(n) > len(all) {
			return nil
		}
		out[i] = all[start : start+int(n) : start+int(n)]
		start += int(n)
	}
	return out
}

// CaseOperands returns the values passed to the successor of case i.
func (o SwitchOp) CaseOperands(i int) []*ir.Value {
	seg, ok := o.Attr(CaseOperandSegmentsAttr).(*ir.DenseArrayAttr)
	if !ok || i >= seg.Len() {
		return nil
	}
	all := o.OperandGroup(2)
	start := 0
	for _, n := range seg.Int64s()[:i] {
		start += int(n)
	}
	n := int(seg.Int64s()[i])
	if start+n > len(all) {
		return nil
	}
	return all[start : start+n]
}

// SwitchCase is one case of a switch to build.
type SwitchCase = ir.SwitchCase

// NewSwitch creates a switch on flag.
func NewSwitch(b *ir.Builder, flag *ir.Value, defaultDest *ir.Block, defaultArgs []*ir.Value, cases []SwitchCase, loc ir.Location) SwitchOp {
	return SwitchOp{b.Create(ir.NewSwitchState(b.Ctx, SwitchOpName, flag, defaultDest, defaultArgs, cases, loc))}
}

// wellFormed reports whether the op's operand and successor groups are
// consistent, so that the accessors can split them.
func (o SwitchOp) wellFormed() bool { return ir.SwitchWellFormed(o.Operation) }

// AssertOp is cf.assert.
type AssertOp struct{ *ir.Operation }

// AsAssert returns op as a cf.assert, if it is one.
func AsAssert(op *ir.Operation) (AssertOp, bool) {
	return AssertOp{op}, op != nil && op.Is(AssertOpName)
}

// Arg returns the i1 asserted.
func (o AssertOp) Arg() *ir.Value { return o.Operand(0) }

// Msg returns the message reported when the assertion fails.
func (o AssertOp) Msg() string {
	s, _ := o.Attr("msg").(ir.StringAttr)
	return s.Value
}

// NewAssert creates an assertion of cond.
func NewAssert(b *ir.Builder, cond *ir.Value, msg string, loc ir.Location) AssertOp {
	return AssertOp{b.Create(ir.OperationState{Name: AssertOpName, Loc: loc, Operands: []*ir.Value{cond},
		Attributes: []ir.NamedAttribute{{Name: "msg", Value: ir.Str(msg)}}})}
}
