package arith

import (
	"github.com/strata-ir/strata/ir"
)

// The custom syntax of the arith ops that the declarative format cannot
// express: the comparisons (whose result is i1 in the operands' shape) and
// select (whose condition type is written only when it is not i1).

// parseAttribute parses the dialect's attributes: #arith.fastmath<...>.
func parseAttribute(p *ir.AsmParser, mnemonic string, _ ir.Type) (ir.Attribute, error) {
	if mnemonic != "fastmath" {
		return nil, p.Errorf("unknown attribute `%s` in dialect `arith`", mnemonic)
	}
	flags, err := parseFastMathBody(p)
	if err != nil {
		return nil, err
	}
	return FastMathAttr{Flags: flags}, nil
}

// parseFastMathBody parses `<flag, flag, ...>`.
func parseFastMathBody(p *ir.AsmParser) (FastMathFlags, error) {
	if err := p.ParsePunct("<"); err != nil {
		return 0, err
	}
	var flags FastMathFlags
	for {
		loc := p.Loc()
		kw, err := p.ParseIdentifier()
		if err != nil {
			return 0, err
		}
		f, ok := ParseFastMathFlag(kw)
		if !ok {
			return 0, p.ErrorfAt(loc, "expected one of [none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast] for fastmath flags, got: %s", kw)
		}
		flags |= f
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return flags, p.ParsePunct(">")
}

// parseOperandsColonType parses `%a, %b, ... attr-dict : type` and
// resolves the n operands with that type into st.Operands.
func parseOperandsColonType(p *ir.AsmParser, st *ir.OperationState, n int, afterOperands func() error) (ir.Type, error) {
	// On the stack for the arities arith has: every binary op comes here,
	// and a slice of the heap per op would be garbage at once.
	var buf [3]ir.UnresolvedOperand
	ops := buf[:0]
	for i := range n {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		ops = append(ops, u)
	}
	if afterOperands != nil {
		if err := afterOperands(); err != nil {
			return nil, err
		}
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return nil, err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return nil, err
	}
	for _, u := range ops {
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return nil, err
		}
		st.Operands = append(st.Operands, v)
	}
	return t, nil
}

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show. Custom printers run on IR that may not
// verify (a pass may print what it broke), so they check what they index.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

// parseCmp parses `predicate, %lhs, %rhs attr-dict : type`.
func parseCmp(float bool) func(p *ir.AsmParser, st *ir.OperationState) error {
	return func(p *ir.AsmParser, st *ir.OperationState) error {
		loc := p.Loc()
		kw, err := p.ParseIdentifier()
		if err != nil {
			return err
		}
		var pred int64
		if float {
			v, ok := ParseCmpFPredicate(kw)
			if !ok {
				return p.ErrorfAt(loc, "expected one of [%s] for arith.cmpf predicate, got: %s", joinNames(cmpFNames[:]), kw)
			}
			pred = int64(v)
		} else {
			v, ok := ParseCmpIPredicate(kw)
			if !ok {
				return p.ErrorfAt(loc, "expected one of [%s] for arith.cmpi predicate, got: %s", joinNames(cmpINames[:]), kw)
			}
			pred = int64(v)
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: PredicateAttrName, Value: predicateAttr(pred)})
		t, err := parseOperandsColonType(p, st, 2, nil)
		if err != nil {
			return err
		}
		st.ResultTypes = append(st.ResultTypes, i1Like(p.Context(), t))
		return nil
	}
}

func joinNames(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

func printCmp(float bool) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		if op.NumOperands() == 0 {
			malformed(p, op)
			return
		}
		p.WriteString(" ")
		pv, _ := predicateOf(op)
		name := CmpIPredicate(pv).String()
		if float {
			name = CmpFPredicate(pv).String()
		}
		if name == "" {
			// Only a predicate the verifier rejects gets here; print it so
			// that the problem shows.
			name = "<<invalid predicate>>"
		}
		p.WriteString(name + ", ")
		p.PrintOperands(op.Operands())
		p.PrintOptionalAttrDict(op.Attrs(), PredicateAttrName)
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
	}
}

// parseSelect parses `%c, %a, %b attr-dict : [cond-type,] type`.
func parseSelect(p *ir.AsmParser, st *ir.OperationState) error {
	var ops [3]ir.UnresolvedOperand
	for i := range ops {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		ops[i] = u
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	loc := p.Loc()
	// One type or two, read one by one rather than as a list, which would
	// be garbage once read.
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	condType := ir.Type(ir.I1)
	if p.ParseOptionalPunct(",") {
		condType = t
		if t, err = p.ParseType(); err != nil {
			return err
		}
		if p.ParseOptionalPunct(",") {
			if _, err := p.ParseTypeList(); err != nil {
				return err
			}
			return p.ErrorfAt(loc, "expected type with valid i1 shape")
		}
	}
	for i, ot := range [3]ir.Type{condType, t, t} {
		v, err := p.ResolveOperand(ops[i], ot)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printSelect(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	if c := op.Operand(0).Type(); c != ir.Type(ir.I1) {
		p.PrintType(c)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}
