package cf

import (
	"math/big"

	"github.com/strata-ir/strata/ir"
)

// The custom syntax of cf.switch:
//
//	cf.switch %flag : i32, [
//	  default: ^bb1(%a : i32),
//	  42: ^bb2,
//	  -1: ^bb3
//	]

func parseSwitch(p *ir.AsmParser, st *ir.OperationState) error {
	flag, err := p.ParseOperand()
	if err != nil {
		return err
	}
	flagType, err := p.ParseColonType()
	if err != nil {
		return err
	}
	fv, err := p.ResolveOperand(flag, flagType)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	def, defArgs, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	succs := []*ir.Block{def}
	var values []ir.Attribute
	var caseArgs []*ir.Value
	var segs []int64
	for p.ParseOptionalPunct(",") {
		// MLIR prints case values unsigned (-1 : i32 as 4294967295), so a
		// value may be written either way: parse it as a literal of the
		// flag's type.
		loc := p.Loc()
		a, err := p.ParseAttribute(flagType)
		if err != nil {
			return err
		}
		v, ok := a.(ir.IntegerAttr)
		if !ok {
			return p.ErrorfAt(loc, "expected integer case value")
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		dest, args, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		values = append(values, v)
		succs = append(succs, dest)
		caseArgs = append(caseArgs, args...)
		segs = append(segs, int64(len(args)))
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	ctx := p.Context()
	st.Operands = append(append([]*ir.Value{fv}, defArgs...), caseArgs...)
	st.Successors = succs
	if len(values) > 0 {
		vt := ctx.VectorType([]int64{int64(len(values))}, nil, flagType)
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CaseValuesAttr, Value: ctx.DenseElements(vt, values)})
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: CaseOperandSegmentsAttr, Value: ctx.DenseIntArray(ir.I32, segs)},
		ir.NamedAttribute{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseIntArray(ir.I32, []int64{1, int64(len(defArgs)), int64(len(caseArgs))})})
	return nil
}

func printSwitch(p *ir.AsmPrinter, op *ir.Operation) {
	s := SwitchOp{op}
	// Custom printers run on IR that may not verify (a pass may print what
	// it broke); this one needs consistent operand groups.
	if !s.wellFormed() {
		p.WriteString(" <<malformed " + op.Name() + ">>")
		return
	}
	p.WriteString(" ")
	p.PrintOperand(s.Flag())
	p.WriteString(" : ")
	p.PrintType(s.Flag().Type())
	p.WriteString(", [")
	// The cases go one per line, indented one step more than the op.
	p.IncreaseIndent()
	p.PrintNewline()
	p.WriteString("default: ")
	p.PrintSuccessorAndUseList(s.DefaultDest(), s.DefaultOperands())
	for i := range s.NumCases() {
		p.WriteString(",")
		p.PrintNewline()
		if v := s.caseValueAttr(i); v != nil {
			p.WriteString(unsignedString(*v))
		}
		p.WriteString(": ")
		p.PrintSuccessorAndUseList(s.CaseDest(i), s.CaseOperands(i))
	}
	p.DecreaseIndent()
	// As in MLIR, the closing bracket goes on a line of its own only after
	// cases.
	if s.NumCases() > 0 {
		p.PrintNewline()
	}
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.Attrs(), CaseValuesAttr, CaseOperandSegmentsAttr, ir.OperandSegmentSizesAttr)
}

// unsignedString returns the value of a as an unsigned number of its
// width, as MLIR prints switch cases.
func unsignedString(a ir.IntegerAttr) string {
	v := a.Big()
	if v.Sign() >= 0 {
		return v.String()
	}
	w := 64
	if it, ok := a.AttrType().(ir.IntegerType); ok {
		w = int(it.Width)
	}
	return new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(w))).String()
}
