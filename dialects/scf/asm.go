package scf

import (
	"github.com/strata-ir/strata/ir"
)

// The custom syntax of the scf ops with regions:
//
//	scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {...}
//	scf.if %c -> (i32) {...} else {...}
//	scf.while (%a = %init) : (i32) -> i32 {...} do {^bb0(%b: i32): ...}
//	scf.execute_region -> i32 {...}
//
// scf.for and scf.if leave out a terminating `scf.yield` that yields
// nothing, and their parsers put it back.

// ensureYield gives region r a block ending with a terminator, appending
// an empty scf.yield where the text left it out.
func ensureYield(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.AddBlock(nil, nil)
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.IsTerminator() {
		return
	}
	b.Append(ctx.Create(ir.OperationState{Name: YieldOpName, Loc: loc}))
}

func printAssignments(p *ir.AsmPrinter, args, vals []*ir.Value) {
	p.WriteString("(")
	for i := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(args[i])
		p.WriteString(" = ")
		p.PrintOperand(vals[i])
	}
	p.WriteString(")")
}

// printArrowTypes prints ` -> t` or ` -> (t, u)` when ts is not empty.
func printArrowTypes(p *ir.AsmPrinter, ts []ir.Type) {
	if len(ts) == 0 {
		return
	}
	p.WriteString(" -> ")
	p.PrintFunctionResults(ts)
}

func parseFor(p *ir.AsmParser, st *ir.OperationState) error {
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	iv.Type = ir.Index
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	// What is gathered here is copied into the op and its body, so it
	// lives on the stack or in the parser's scratch space: scf.for is
	// common, and fresh slices for each one would be garbage at once.
	var bounds [3]ir.UnresolvedOperand
	for i, kw := range [3]string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	for _, u := range bounds {
		v, err := p.ResolveOperand(u, ir.Index)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	args := append(p.ScratchArguments(scratchAssignments+1), iv)
	if p.ParseOptionalKeyword("iter_args") {
		loc := p.Loc()
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		var inits []ir.UnresolvedOperand
		if args, inits, err = parseAssignmentsAfterParen(p, args); err != nil {
			return err
		}
		types, err := p.ParseOptionalArrowTypeList()
		if err != nil {
			return err
		}
		if len(types) != len(inits) {
			return p.ErrorfAt(loc, "mismatch in number of loop-carried values and defined values")
		}
		if st.Operands, err = p.AppendResolvedOperands(st.Operands, inits, types); err != nil {
			return err
		}
		for i, t := range types {
			args[1+i].Type = t
		}
		st.ResultTypes = types
	}
	body := new(ir.Region)
	if err := p.ParseRegion(body, args); err != nil {
		return err
	}
	ensureYield(p.Context(), body, st.Loc)
	return p.ParseOptionalAttrDict(&st.Attributes)
}

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show. Custom printers run on IR that may not
// verify (a pass may print what it broke), so they check what they index.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

func printFor(p *ir.AsmPrinter, op *ir.Operation) {
	f := ForOp{op}
	if op.NumOperands() < 3 || op.NumRegions() != 1 || f.Body() == nil ||
		f.Body().NumArguments() != op.NumOperands()-2 {
		malformed(p, op)
		return
	}
	body := f.Body()
	p.WriteString(" ")
	p.PrintOperand(f.InductionVar())
	p.WriteString(" = ")
	p.PrintOperand(f.LowerBound())
	p.WriteString(" to ")
	p.PrintOperand(f.UpperBound())
	p.WriteString(" step ")
	p.PrintOperand(f.Step())
	inits := f.InitArgs()
	if len(inits) > 0 {
		p.WriteString(" iter_args")
		printAssignments(p, body.Arguments()[1:], inits)
		p.WriteString(" -> (")
		for i, v := range inits {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, len(inits) > 0)
	p.PrintOptionalAttrDict(op.Attrs())
}

func parseIf(p *ir.AsmParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cond, err := p.ResolveOperand(c, ir.I1)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, cond)
	if st.ResultTypes, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	thenRegion, elseRegion := new(ir.Region), new(ir.Region)
	if err := p.ParseRegion(thenRegion, nil); err != nil {
		return err
	}
	ensureYield(p.Context(), thenRegion, st.Loc)
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(elseRegion, nil); err != nil {
			return err
		}
		ensureYield(p.Context(), elseRegion, st.Loc)
	}
	st.NumRegions = 2
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printIf(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	results := op.ResultTypes()
	if len(results) > 0 {
		p.WriteString(" -> (")
		for i, t := range results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
		}
		p.WriteString(")")
	}
	terminators := len(results) > 0
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, terminators)
	if !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, terminators)
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

func parseWhile(p *ir.AsmParser, st *ir.OperationState) error {
	var args []ir.Argument
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalPunct("(") {
		var err error
		if args, inits, err = parseAssignmentsAfterParen(p, p.ScratchArguments(scratchAssignments)); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.Loc()
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	if len(ft.Inputs()) != len(inits) {
		return p.ErrorfAt(loc, "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs()))
	}
	if st.Operands, err = p.AppendResolvedOperands(st.Operands, inits, ft.Inputs()); err != nil {
		return err
	}
	for i := range args {
		args[i].Type = ft.Inputs()[i]
	}
	st.ResultTypes = ft.Results()
	before, after := new(ir.Region), new(ir.Region)
	if err := p.ParseRegion(before, args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDictWithKeyword(&st.Attributes)
}

// scratchAssignments is the room parseAssignmentsAfterParen's lists start
// with, enough for most loops.
const scratchAssignments = 4

// parseAssignmentsAfterParen parses the rest of `(%a = %x, ...)` once the
// opening parenthesis is consumed, appending the arguments to args and
// returning the values assigned, in the parser's scratch space.
func parseAssignmentsAfterParen(p *ir.AsmParser, args []ir.Argument) ([]ir.Argument, []ir.UnresolvedOperand, error) {
	if p.ParseOptionalPunct(")") {
		return args, nil, nil
	}
	vals := p.ScratchOperands(scratchAssignments)
	for {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, err
		}
		v, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		args = append(args, a)
		vals = append(vals, v)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, vals, p.ParsePunct(")")
}

func printWhile(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 2 {
		malformed(p, op)
		return
	}
	w := WhileOp{op}
	before := w.Before()
	if before != nil && len(w.Inits()) > 0 && before.NumArguments() == len(w.Inits()) {
		p.WriteString(" ")
		printAssignments(p, before.Arguments(), w.Inits())
	}
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true)
	p.PrintOptionalAttrDictWithKeyword(op.Attrs())
}

func parseExecuteRegion(p *ir.AsmParser, st *ir.OperationState) error {
	var err error
	if st.ResultTypes, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	if err := p.ParseRegion(new(ir.Region), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printExecuteRegion(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	printArrowTypes(p, op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs())
}
