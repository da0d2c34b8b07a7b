// Package cf is MLIR's cf dialect of unstructured control flow: cf.br,
// cf.cond_br, cf.switch and cf.assert.
package cf

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "cf"

// Operation names.
const (
	BranchOpName     = "cf.br"
	CondBranchOpName = "cf.cond_br"
	SwitchOpName     = "cf.switch"
	AssertOpName     = "cf.assert"
)

// Attribute names of cf.switch.
const (
	CaseValuesAttr          = ir.SwitchCaseValuesAttr
	CaseOperandSegmentsAttr = ir.CaseOperandSegmentsAttr
)

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:        Name,
		Description: "unstructured control flow",
		// Every op may be inlined, as MLIR's inliner interface for the
		// dialect says.
		Interfaces: []any{ir.InlineAll{}},
		Ops: []*ir.OpDef{
			{
				Name:       BranchOpName,
				Summary:    "branch operation",
				Operands:   []ir.OperandDef{{Name: "destOperands", Type: ir.AnyType, Arity: ir.Variadic}},
				Successors: []ir.SuccessorDef{{Name: "dest"}},
				Traits:     []ir.Trait{ir.Pure, ir.Terminator},
				Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
				Verify: func(op *ir.Operation) error {
					return ir.VerifySuccessorOperands(op, 0, op.Operands())
				},
				Canonicalize: branchCanonicalizations(),
			},
			{
				Name:    CondBranchOpName,
				Summary: "conditional branch operation",
				Operands: []ir.OperandDef{
					{Name: "condition", Type: ir.I1Type},
					{Name: "trueDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
					{Name: "falseDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
				},
				Successors: []ir.SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
				Traits:     []ir.Trait{ir.Pure, ir.Terminator},
				Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
					"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
				Verify:       verifyCondBranch,
				Canonicalize: condBranchCanonicalizations(),
			},
			// cf.switch %flag : i32, [
			//   default: ^bb1(%a : i32),
			//   42: ^bb2
			// ]
			{
				Name:    SwitchOpName,
				Summary: "switch operation",
				Operands: []ir.OperandDef{
					{Name: "flag", Type: ir.AnyInteger},
					{Name: "defaultOperands", Type: ir.AnyType, Arity: ir.Variadic},
					{Name: "caseOperands", Type: ir.AnyType, Arity: ir.Variadic},
				},
				Attributes: []ir.AttrDef{
					{Name: CaseValuesAttr, Constraint: ir.IntElementsAttrC, Optional: true},
					{Name: CaseOperandSegmentsAttr, Constraint: ir.DenseI32ArrayAttrC},
				},
				Successors: []ir.SuccessorDef{{Name: "defaultDestination"}, {Name: "caseDestinations", Arity: ir.Variadic}},
				Traits:     []ir.Trait{ir.Pure, ir.Terminator},
				Format: "$flag `:` type($flag) `,` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, " +
					"$defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, " +
					"type($caseOperands), $case_operand_segments) attr-dict",
				Custom:       []ir.CustomDirective{ir.SwitchOpCases(true)},
				Verify:       verifySwitch,
				Canonicalize: switchCanonicalizations(),
				Branch:       ir.SwitchBranch(),
			},
			{
				Name:       AssertOpName,
				Summary:    "assert operation with message attribute",
				Operands:   []ir.OperandDef{{Name: "arg", Type: ir.I1Type}},
				Attributes: []ir.AttrDef{{Name: "msg", Constraint: ir.StringAttrC}},
				Format:     "$arg `,` $msg attr-dict",
				// Asserting is an effect: an unused assert must stay.
				Effects: func(*ir.Operation) []ir.MemoryEffect {
					return []ir.MemoryEffect{{Kind: ir.EffectWrite}}
				},
			},
		},
	}
}

// Register registers the cf dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

func verifyCondBranch(op *ir.Operation) error {
	c := CondBranchOp{op}
	if err := ir.VerifySuccessorOperands(op, 0, c.TrueOperands()); err != nil {
		return err
	}
	return ir.VerifySuccessorOperands(op, 1, c.FalseOperands())
}

func verifySwitch(op *ir.Operation) error {
	s := SwitchOp{op}
	seg := op.Attr(CaseOperandSegmentsAttr).(*ir.DenseArrayAttr).Int64s()
	caseOperands := op.OperandGroup(2)
	total := 0
	for _, n := range seg {
		if n < 0 {
			return fmt.Errorf("'%s' attribute cannot have negative elements", CaseOperandSegmentsAttr)
		}
		total += int(n)
	}
	if total != len(caseOperands) {
		return fmt.Errorf("caseOperands count (%d) does not match with the total size (%d) specified in attribute '%s'",
			len(caseOperands), total, CaseOperandSegmentsAttr)
	}
	ncases := op.NumSuccessors() - 1
	if len(seg) != ncases {
		return fmt.Errorf("'%s' attribute has %d segments, but the op has %d case destinations", CaseOperandSegmentsAttr, len(seg), ncases)
	}
	values, hasValues := op.Attr(CaseValuesAttr).(*ir.DenseElementsAttr)
	if !hasValues {
		if ncases != 0 {
			return fmt.Errorf("number of case values (0) should match number of case destinations (%d)", ncases)
		}
	} else {
		flagType := s.Flag().Type()
		if et := values.AttrType().(ir.ShapedType).ElementType(); et != flagType {
			return fmt.Errorf("'flag' type ('%s') should match case value type ('%s')", ir.TypeString(flagType), ir.TypeString(et))
		}
		if n := numElements(values); n != ncases {
			return fmt.Errorf("number of case values (%d) should match number of case destinations (%d)", n, ncases)
		}
	}
	if err := ir.VerifySuccessorOperands(op, 0, s.DefaultOperands()); err != nil {
		return err
	}
	for i := range ncases {
		if err := ir.VerifySuccessorOperands(op, i+1, s.CaseOperands(i)); err != nil {
			return err
		}
	}
	return nil
}

// numElements returns the number of elements of a dense attribute.
func numElements(d *ir.DenseElementsAttr) int {
	shape, ranked := d.AttrType().(ir.ShapedType).Shape()
	if !ranked {
		return len(d.Values())
	}
	n := 1
	for _, x := range shape {
		n *= int(x)
	}
	return n
}
