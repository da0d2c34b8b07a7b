package ir

import (
	"math/big"
)

// The syntax and the builder of a switch in MLIR's layout (cf.switch,
// llvm.switch; see [SwitchBranch] for the operands), in one place for the
// dialects that have one.

// SwitchCaseValuesAttr is the attribute holding a switch's case values: a
// vector of the flag's type, one element per case (absent without cases).
const SwitchCaseValuesAttr = "case_values"

// SwitchCase is one case of a switch to build.
type SwitchCase struct {
	Value int64
	Dest  *Block
	Args  []*Value
}

// NewSwitchState returns the state of a switch op named name on flag, in
// MLIR's layout: it jumps to the destination of the case whose value the
// flag has, with its Args, or else to defaultDest with defaultArgs.
func NewSwitchState(ctx *Context, name string, flag *Value, defaultDest *Block, defaultArgs []*Value, cases []SwitchCase, loc Location) OperationState {
	operands := append([]*Value{flag}, defaultArgs...)
	succs := []*Block{defaultDest}
	values := make([]Attribute, len(cases))
	segs := make([]int64, len(cases))
	ncase := 0
	for i, c := range cases {
		operands = append(operands, c.Args...)
		succs = append(succs, c.Dest)
		values[i] = IntAttr(flag.Type(), c.Value)
		segs[i] = int64(len(c.Args))
		ncase += len(c.Args)
	}
	attrs := []NamedAttribute{
		{Name: CaseOperandSegmentsAttr, Value: ctx.DenseIntArray(I32, segs)},
		{Name: OperandSegmentSizesAttr, Value: ctx.DenseIntArray(I32, []int64{1, int64(len(defaultArgs)), int64(ncase)})},
	}
	if len(cases) > 0 {
		vt := ctx.VectorType([]int64{int64(len(cases))}, nil, flag.Type())
		attrs = append(attrs, NamedAttribute{Name: SwitchCaseValuesAttr, Value: ctx.DenseElements(vt, values)})
	}
	return OperationState{Name: name, Loc: loc, Operands: operands, Successors: succs, Attributes: attrs}
}

// SwitchOpCases is the custom directive that writes the cases of a switch
// in MLIR's layout, one per line between brackets, as MLIR's
// custom<SwitchOpCases> does:
//
//	[
//	  1: ^bb1,
//	  4294967295: ^bb2(%a : i32)
//	]
//
// Its parameters are ref(type($flag)), $case_values, $caseDestinations,
// $caseOperands, type($caseOperands) and $case_operand_segments, as
// llvm.switch uses it; with withDefault (cf.switch) the default
// destination comes first inside the brackets, `default: ^bb0`, and the
// parameters $defaultDestination, $defaultOperands and
// type($defaultOperands) go after the flag's type. Values print unsigned,
// as MLIR 16 prints them; either spelling reads back.
func SwitchOpCases(withDefault bool) CustomDirective {
	return CustomDirective{
		Name: "SwitchOpCases",
		Parse: func(p *AsmParser, args []CustomArg) error {
			return parseSwitchCases(p, args, withDefault)
		},
		Print: func(p *AsmPrinter, op *Operation, args []CustomArg) {
			printSwitchCases(p, op, withDefault)
		},
	}
}

func parseSwitchCases(p *AsmParser, args []CustomArg, withDefault bool) error {
	if len(args) == 0 || len(args[0].Types) != 1 {
		return p.Errorf("internal error: the SwitchOpCases directive needs ref(type($flag)) first")
	}
	flagType := args[0].Types[0]
	cases := args[1:]
	if withDefault {
		if len(args) != 9 {
			return p.Errorf("internal error: the SwitchOpCases directive with a default takes 9 parameters")
		}
		cases = args[4:]
	} else if len(args) != 6 {
		return p.Errorf("internal error: the SwitchOpCases directive takes 6 parameters")
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if withDefault {
		if err := p.ParseKeyword("default"); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		dest, us, ts, err := p.parseSuccessorAndUnresolvedUseList()
		if err != nil {
			return err
		}
		args[1].Successors, args[2].Operands, args[3].Types = []*Block{dest}, us, ts
	}
	var values []Attribute
	var segs []int64
	caseDests, caseOperands, caseTypes := &cases[1].Successors, &cases[2].Operands, &cases[3].Types
	*caseOperands, *caseTypes = []UnresolvedOperand{}, []Type{}
	parseCase := func() error {
		// MLIR prints case values unsigned (-1 : i32 as 4294967295), so a
		// value may be written either way: parse it as a literal of the
		// flag's type.
		loc := p.Loc()
		a, err := p.ParseAttribute(flagType)
		if err != nil {
			return err
		}
		v, ok := a.(IntegerAttr)
		if !ok {
			return p.ErrorfAt(loc, "expected integer case value")
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		dest, us, ts, err := p.parseSuccessorAndUnresolvedUseList()
		if err != nil {
			return err
		}
		values = append(values, v)
		*caseDests = append(*caseDests, dest)
		*caseOperands = append(*caseOperands, us...)
		*caseTypes = append(*caseTypes, ts...)
		segs = append(segs, int64(len(us)))
		return nil
	}
	if withDefault {
		for p.ParseOptionalPunct(",") {
			if err := parseCase(); err != nil {
				return err
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	} else if !p.ParseOptionalPunct("]") {
		for {
			if err := parseCase(); err != nil {
				return err
			}
			if p.ParseOptionalPunct("]") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	ctx := p.Context()
	if len(values) > 0 {
		vt := ctx.VectorType([]int64{int64(len(values))}, nil, flagType)
		cases[0].Attr = ctx.DenseElements(vt, values)
	}
	cases[4].Attr = ctx.DenseIntArray(I32, segs)
	return nil
}

func printSwitchCases(p *AsmPrinter, op *Operation, withDefault bool) {
	lists := SwitchSuccessorOperands(op)
	values, _ := op.Attr(SwitchCaseValuesAttr).(*DenseElementsAttr)
	ncases := op.NumSuccessors() - 1
	if lists == nil || ncases > 0 && (values == nil || len(values.Values()) != ncases && !values.IsSplat()) {
		p.WriteString("<<malformed cases>>")
		return
	}
	p.WriteString("[")
	// The cases go one per line, indented one step more than the op.
	p.IncreaseIndent()
	if withDefault {
		p.PrintNewline()
		p.WriteString("default: ")
		p.PrintSuccessorAndUseList(op.Successor(0), lists[0])
	}
	for i := range ncases {
		if i > 0 || withDefault {
			p.WriteString(",")
		}
		p.PrintNewline()
		k := i
		if values.IsSplat() {
			k = 0
		}
		if v, ok := values.Values()[k].(IntegerAttr); ok {
			p.WriteString(unsignedString(v))
		}
		p.WriteString(": ")
		p.PrintSuccessorAndUseList(op.Successor(i+1), lists[i+1])
	}
	p.DecreaseIndent()
	// As in MLIR, cf.switch's closing bracket goes on a line of its own
	// only after cases.
	if ncases > 0 || !withDefault {
		p.PrintNewline()
	}
	p.WriteString("]")
}

// unsignedString returns the value of a as an unsigned number of its
// width, as MLIR 16 prints switch cases.
func unsignedString(a IntegerAttr) string {
	v := a.Big()
	if v.Sign() >= 0 {
		return v.String()
	}
	w := 64
	if it, ok := a.AttrType().(IntegerType); ok {
		w = int(it.Width)
	}
	return new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(w))).String()
}
