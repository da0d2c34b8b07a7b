package llvm

import (
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The custom assembly of the ops, as mlir-opt-16 prints it, spaces
// included: MLIR 16 prints the arithmetic ops and the intrinsics with two
// spaces before the `:` (its attribute-dictionary directive writes a space
// of its own), and insertvalue/extractvalue with a space after the type.
// Matching it byte for byte lets tests compare strata's output with
// mlir-opt-16's directly.
//
// Where MLIR 16's custom form cannot be read back with opaque pointers
// (atomicrmw, cmpxchg, stackrestore, and indirect calls whose callee is
// not in address space 0), strata prints MLIR 18's form and reads both.
// Ops MLIR 16 lacks (llvm.mlir.zero, overflowFlags) use MLIR 18's syntax.

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show: custom printers run on IR that may not
// verify (a pass may print what it broke).
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

// printTypes prints ts comma-separated.
func printTypes(p *ir.AsmPrinter, ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// elidedFastmath returns the attribute names an op's dictionary leaves
// out: names, and fastmathFlags when it says none (MLIR's default).
func elidedFastmath(op *ir.Operation, names ...string) []string {
	if fastmathOf(op) == FastmathNone {
		names = append(names, FastmathFlagsAttr)
	}
	return names
}

// Arithmetic: `%a, %b  : i32`, `%a, %b overflow<nsw> : i32`,
// `%a, %b  {fastmathFlags = #llvm.fastmath<fast>} : f32`, `%a  : f32`.

func parseArith(p *ir.AsmParser, st *ir.OperationState) error {
	// MLIR 19's `llvm.or disjoint` promises that no bit is set in both
	// operands (poison otherwise). MLIR 16 has no such flag; dropping it
	// only defines results the flag left poison, a valid refinement.
	if st.Name == OrOpName {
		p.ParseOptionalKeyword("disjoint")
	}
	operands, err := p.ParseOperandList(ir.NoDelimiter)
	if err != nil {
		return err
	}
	if HasOverflowFlags(st.Name) && p.ParseOptionalKeyword("overflow") {
		flags, err := parseFlagList(p, "overflow flag", overflowFromString)
		if err != nil {
			return err
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: OverflowFlagsAttr, Value: OverflowAttr{Flags: OverflowFlags(flags)}})
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	ts := make([]ir.Type, len(operands))
	for i := range ts {
		ts[i] = t
	}
	if st.Operands, err = p.ResolveOperands(operands, ts); err != nil {
		return err
	}
	st.ResultTypes = []ir.Type{t}
	return nil
}

func overflowFromString(s string) (uint8, bool) {
	switch s {
	case "none":
		return uint8(OverflowNone), true
	case "nsw":
		return uint8(OverflowNSW), true
	case "nuw":
		return uint8(OverflowNUW), true
	}
	return 0, false
}

func printArith(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumResults() != 1 || op.NumOperands() == 0 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	elided := elidedFastmath(op)
	if f := Overflow(op); f != OverflowNone {
		p.WriteString(" overflow<" + f.String() + ">")
		elided = append(elided, OverflowFlagsAttr)
	} else {
		p.WriteString(" ")
		if op.Attr(OverflowFlagsAttr) != nil {
			elided = append(elided, OverflowFlagsAttr)
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// Intrinsics: `llvm.intr.fma(%a, %b, %c)  : (f32, f32, f32) -> f32`.

func parseIntrinsic(p *ir.AsmParser, st *ir.OperationState) error {
	operands, err := p.ParseCallArgs(st)
	if err != nil {
		return err
	}
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands(operands, ft.Inputs()); err != nil {
		return err
	}
	st.ResultTypes = ft.Results()
	return nil
}

func printIntrinsic(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString("(")
	p.PrintOperands(op.Operands())
	p.WriteString(") ")
	p.PrintOptionalAttrDict(op.Attrs(), elidedFastmath(op)...)
	p.WriteString(" : (")
	printTypes(p, valueTypes(op.Operands()))
	p.WriteString(")")
	p.PrintArrowTypeList(valueTypes(op.Results()))
}

// Comparisons: `llvm.icmp "slt" %a, %b : i32`.

func parseCmp(p *ir.AsmParser, st *ir.OperationState) error {
	loc := p.Loc()
	name, err := p.ParseString()
	if err != nil {
		return err
	}
	names := icmpNames[:]
	if st.Name == FCmpOpName {
		names = fcmpNames[:]
	}
	pred := indexOf(names, name)
	if pred < 0 {
		return p.ErrorfAt(loc, "'%s' is an incorrect value of the 'predicate' attribute", name)
	}
	operands, err := p.ParseOperandList(ir.NoDelimiter)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands(operands, []ir.Type{t, t}); err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: PredicateAttr, Value: ir.IntAttr(ir.I64, int64(pred))})
	result := ir.Type(ir.I1)
	if v, ok := t.(*ir.VectorType); ok {
		shape, _ := v.Shape()
		result = p.Context().VectorType(shape, nil, ir.I1)
	}
	st.ResultTypes = []ir.Type{result}
	return nil
}

func printCmp(p *ir.AsmPrinter, op *ir.Operation) {
	names := icmpNames[:]
	if op.Is(FCmpOpName) {
		names = fcmpNames[:]
	}
	pred, ok := op.Attr(PredicateAttr).(ir.IntegerAttr)
	if !ok || pred.Int64() < 0 || pred.Int64() >= int64(len(names)) || op.NumOperands() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintString(names[pred.Int64()])
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), elidedFastmath(op, PredicateAttr)...)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
// llvm.store volatile %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
//
// The atomic forms of MLIR 17 and later are read too:
//
//	llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
//	llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
//
// and printed as MLIR 16's generic attributes, {ordering = 2 : i64,
// syncscope = "agent"}: MLIR 16's load and store have no atomic clause,
// mlir-opt-16 keeps the attributes as discardable ones, and strata-translate
// emits `load atomic` from them (mlir-translate-16 does not: it drops them).
// The printer is the declarative format's, which leaves both in the
// attribute dictionary.

func parseLoad(p *ir.AsmParser, st *ir.OperationState) error {
	parseOptionalVolatile(p, st)
	addr, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseAccessTail(p, st); err != nil {
		return err
	}
	pt, err := parsePointerType(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	rt, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(addr, pt)
	st.Operands = append(st.Operands, v)
	st.ResultTypes = append(st.ResultTypes, rt)
	return err
}

func parseStore(p *ir.AsmParser, st *ir.OperationState) error {
	parseOptionalVolatile(p, st)
	val, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	addr, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseAccessTail(p, st); err != nil {
		return err
	}
	vt, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	pt, err := parsePointerType(p)
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(val, vt)
	if err != nil {
		return err
	}
	a, err := p.ResolveOperand(addr, pt)
	st.Operands = append(st.Operands, v, a)
	return err
}

// parseOptionalVolatile parses the `volatile` of a load or store, if there.
func parseOptionalVolatile(p *ir.AsmParser, st *ir.OperationState) {
	if p.ParseOptionalKeyword("volatile") {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: VolatileAttr, Value: ir.Unit})
	}
}

// parseAccessTail parses what follows a load's or a store's operands up
// to its types: the atomic clause, the attribute dictionary and `:`.
func parseAccessTail(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseAtomicClause(p, st); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	return p.ParsePunct(":")
}

// parseOptionalSyncscope parses `syncscope("s")`, if there, of an atomic
// access or a fence.
func parseOptionalSyncscope(p *ir.AsmParser, st *ir.OperationState) error {
	if !p.ParseOptionalKeyword("syncscope") {
		return nil
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	s, err := p.ParseString()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: SyncscopeAttr, Value: ir.Str(s)})
	return nil
}

// parseAtomicClause parses `atomic (syncscope("s"))? ordering`, if there.
func parseAtomicClause(p *ir.AsmParser, st *ir.OperationState) error {
	if !p.ParseOptionalKeyword("atomic") {
		return nil
	}
	if err := parseOptionalSyncscope(p, st); err != nil {
		return err
	}
	loc := p.Loc()
	ord, err := parseOrdering(p)
	if err != nil {
		return err
	}
	if ord.(ir.IntegerAttr).Int64() == int64(NotAtomic) {
		return p.ErrorfAt(loc, "expected an atomic ordering after 'atomic', not 'not_atomic'")
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: OrderingAttr, Value: ord})
	return nil
}

func parsePointerType(p *ir.AsmParser) (ir.Type, error) {
	loc := p.Loc()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if !isPointer(t) {
		return nil, p.ErrorfAt(loc, "expected LLVM pointer type")
	}
	return t, nil
}

// pointerTypeDirective is custom<LLVMPointerType>(type($addr)): the type of
// the address of a load or store, which must be a pointer, as MLIR 16's
// parsers check.
var pointerTypeDirective = ir.CustomDirective{
	Name: "LLVMPointerType",
	Parse: func(p *ir.AsmParser, args []ir.CustomArg) error {
		loc := p.Loc()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if !isPointer(t) {
			return p.ErrorfAt(loc, "expected LLVM pointer type")
		}
		args[0].Types = []ir.Type{t}
		return nil
	},
	Print: func(p *ir.AsmPrinter, _ *ir.Operation, args []ir.CustomArg) {
		printTypes(p, args[0].Types)
	},
}

// llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f64)>
//
// parseCast reads a cast, `%x : i32 to i64` as the Format prints it, and
// the poison-generating flags of MLIR 19 and later that MLIR 16 lacks:
// `nneg` before the operand of zext and uitofp, `overflow<nsw, nuw>` after
// trunc's. They are dropped: each makes some results poison, and a cast
// without them defines those results, which refines the program.
func parseCast(p *ir.AsmParser, st *ir.OperationState) error {
	if st.Name == ZExtOpName || st.Name == UIToFPOpName {
		p.ParseOptionalKeyword("nneg")
	}
	arg, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if st.Name == TruncOpName && p.ParseOptionalKeyword("overflow") {
		if _, err := parseFlagList(p, "overflow flag", overflowFromString); err != nil {
			return err
		}
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	from, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	to, err := p.ParseType()
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{arg}, []ir.Type{from}); err != nil {
		return err
	}
	st.ResultTypes = []ir.Type{to}
	return nil
}

// gepBaseDirective is custom<GEPBase>($inbounds, $base): MLIR 16's
// optional `inbounds` and the base pointer, and on input the flags of MLIR
// 20 before the base, `inbounds`, `nusw` and `nuw` joined by `|`. Only
// inbounds is kept: nusw and nuw make some results poison, so dropping
// them refines the program, and MLIR 16 cannot say them. (The base is part
// of the directive so that a GEP without flags prints one space before
// it, as mlir-opt-16 does.)
var gepBaseDirective = ir.CustomDirective{
	Name: "GEPBase",
	Parse: func(p *ir.AsmParser, args []ir.CustomArg) error {
		flag := func() bool {
			switch {
			case p.ParseOptionalKeyword("inbounds"):
				args[0].Attr = ir.Unit
			case p.ParseOptionalKeyword("nusw"), p.ParseOptionalKeyword("nuw"), p.ParseOptionalKeyword("none"):
			default:
				return false
			}
			return true
		}
		if flag() {
			for p.ParseOptionalPunct("|") {
				if loc := p.Loc(); !flag() {
					return p.ErrorfAt(loc, "expected a getelementptr flag: inbounds, nusw or nuw")
				}
			}
		}
		base, err := p.ParseOperand()
		if err != nil {
			return err
		}
		args[1].Operands = []ir.UnresolvedOperand{base}
		return nil
	},
	Print: func(p *ir.AsmPrinter, _ *ir.Operation, args []ir.CustomArg) {
		if args[0].Attr != nil {
			p.WriteString("inbounds ")
		}
		if len(args[1].Values) == 1 {
			p.PrintOperand(args[1].Values[0])
		}
	},
}

// gepIndicesDirective is custom<GEPIndices>($dynamicIndices,
// $rawConstantIndices): the indices, constants and operands mixed, the
// operands standing where rawConstantIndices says DynamicIndex.
var gepIndicesDirective = ir.CustomDirective{
	Name: "GEPIndices",
	Parse: func(p *ir.AsmParser, args []ir.CustomArg) error {
		raw := []int64{}
		var dynamic []ir.UnresolvedOperand
		for len(raw) == 0 || p.ParseOptionalPunct(",") {
			u, isOperand, err := p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if isOperand {
				dynamic = append(dynamic, u)
				raw = append(raw, dynamicIndex)
				continue
			}
			loc := p.Loc()
			c, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				if len(raw) == 0 {
					break // no indices
				}
				return p.Errorf("expected SSA operand or integer index")
			}
			if c < -1<<31 || c >= 1<<31 || c == dynamicIndex {
				return p.ErrorfAt(loc, "constant index %d does not fit in i32", c)
			}
			raw = append(raw, c)
		}
		args[0].Operands = dynamic
		args[1].Attr = p.Context().DenseIntArray(ir.I32, raw)
		return nil
	},
	Print: func(p *ir.AsmPrinter, _ *ir.Operation, args []ir.CustomArg) {
		raw, _ := args[1].Attr.(*ir.DenseArrayAttr)
		if raw == nil {
			return
		}
		dynamic := args[0].Values
		for i, r := range raw.Int64s() {
			if i > 0 {
				p.WriteString(", ")
			}
			if r == dynamicIndex && len(dynamic) > 0 {
				p.PrintOperand(dynamic[0])
				dynamic = dynamic[1:]
				continue
			}
			p.WriteString(strconv.FormatInt(r, 10))
		}
	},
}

// llvm.insertvalue %v, %agg[0, 1] : !llvm.struct<(i32, f64)>
// llvm.extractvalue %agg[1] : !llvm.struct<(i32, f64)>
//
// The space at the end is mlir-opt-16's, kept so that the output matches
// it byte for byte.

// positionDirective is custom<Position>($position): `[0, 1]`.
var positionDirective = ir.CustomDirective{
	Name: "Position",
	Parse: func(p *ir.AsmParser, args []ir.CustomArg) error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		var pos []int64
		for {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			pos = append(pos, v)
			if p.ParseOptionalPunct("]") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		args[0].Attr = p.Context().DenseIntArray(ir.I64, pos)
		return nil
	},
	Print: func(p *ir.AsmPrinter, _ *ir.Operation, args []ir.CustomArg) {
		p.WriteString("[")
		if d, ok := args[0].Attr.(*ir.DenseArrayAttr); ok {
			for i, v := range d.Int64s() {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(v, 10))
			}
		}
		p.WriteString("]")
	},
}

// aggregateTypeDirective is custom<AggregateType>(type($container),
// type($element), ref($position)): the aggregate's type, from which the
// type of the element at the position follows.
var aggregateTypeDirective = ir.CustomDirective{
	Name: "AggregateType",
	Parse: func(p *ir.AsmParser, args []ir.CustomArg) error {
		loc := p.Loc()
		agg, err := p.ParseType()
		if err != nil {
			return err
		}
		var pos []int64
		if d, ok := args[2].Attr.(*ir.DenseArrayAttr); ok {
			pos = d.Int64s()
		}
		elem, err := positionType(agg, pos)
		if err != nil {
			return p.ErrorfAt(loc, "%v", err)
		}
		args[0].Types, args[1].Types = []ir.Type{agg}, []ir.Type{elem}
		return nil
	},
	Print: func(p *ir.AsmPrinter, _ *ir.Operation, args []ir.CustomArg) {
		printTypes(p, args[0].Types)
		p.WriteString(" ")
	},
}

// Atomics, in MLIR 18's form (MLIR 16's `: i32` alone is read too, with
// the pointer in address space 0):
//
//	llvm.atomicrmw add %p, %v acq_rel : !llvm.ptr, i32
//	llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32
//	llvm.fence syncscope("agent") seq_cst

func parseOrdering(p *ir.AsmParser) (ir.Attribute, error) {
	loc := p.Loc()
	kw, err := p.ParseIdentifier()
	if err != nil {
		return nil, err
	}
	o := indexOf(orderingNames[:], kw)
	if o < 0 {
		return nil, p.ErrorfAt(loc, "unknown atomic ordering: %s", kw)
	}
	return ir.IntAttr(ir.I64, int64(o)), nil
}

// parsePtrAndValueType parses `: !llvm.ptr, T` or MLIR 16's `: T`.
func parsePtrAndValueType(p *ir.AsmParser) (ptr, val ir.Type, err error) {
	t, err := p.ParseColonType()
	if err != nil {
		return nil, nil, err
	}
	if !p.ParseOptionalPunct(",") {
		return Ptr, t, nil
	}
	val, err = p.ParseType()
	return t, val, err
}

func parseAtomicRMW(p *ir.AsmParser, st *ir.OperationState) error {
	loc := p.Loc()
	kw, err := p.ParseIdentifier()
	if err != nil {
		return err
	}
	bin := indexOf(atomicBinOpNames[:], kw)
	if bin < 0 {
		return p.ErrorfAt(loc, "unknown atomicrmw operation: %s", kw)
	}
	ptr, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	val, err := p.ParseOperand()
	if err != nil {
		return err
	}
	ord, err := parseOrdering(p)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	pt, vt, err := parsePtrAndValueType(p)
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{ptr, val}, []ir.Type{pt, vt}); err != nil {
		return err
	}
	st.ResultTypes = []ir.Type{vt}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: BinOpAttr, Value: ir.IntAttr(ir.I64, int64(bin))},
		ir.NamedAttribute{Name: OrderingAttr, Value: ord})
	return nil
}

// enumName returns the name of the i64 enum attribute name of op, or ""
// when it has no valid one.
func enumName(op *ir.Operation, name string, names []string) string {
	a, ok := op.Attr(name).(ir.IntegerAttr)
	if !ok || a.Int64() < 0 || a.Int64() >= int64(len(names)) {
		return ""
	}
	return names[a.Int64()]
}

func printAtomicRMW(p *ir.AsmPrinter, op *ir.Operation) {
	bin := enumName(op, BinOpAttr, atomicBinOpNames[:])
	ord := enumName(op, OrderingAttr, orderingNames[:])
	if bin == "" || ord == "" || op.NumOperands() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString(" " + bin + " ")
	p.PrintOperands(op.Operands())
	p.WriteString(" " + ord)
	p.PrintOptionalAttrDict(op.Attrs(), BinOpAttr, OrderingAttr)
	p.WriteString(" : ")
	printTypes(p, valueTypes(op.Operands()))
}

func parseCmpXchg(p *ir.AsmParser, st *ir.OperationState) error {
	operands, err := p.ParseOperandList(ir.NoDelimiter)
	if err != nil {
		return err
	}
	if len(operands) != 3 {
		return p.Errorf("expected 3 operands: the pointer, the value compared and the new value")
	}
	success, err := parseOrdering(p)
	if err != nil {
		return err
	}
	failure, err := parseOrdering(p)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	pt, vt, err := parsePtrAndValueType(p)
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands(operands, []ir.Type{pt, vt, vt}); err != nil {
		return err
	}
	st.ResultTypes = []ir.Type{LiteralStruct(p.Context(), []ir.Type{vt, ir.I1}, false)}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: SuccessOrderingAttr, Value: success},
		ir.NamedAttribute{Name: FailureOrderingAttr, Value: failure})
	return nil
}

func printCmpXchg(p *ir.AsmPrinter, op *ir.Operation) {
	success := enumName(op, SuccessOrderingAttr, orderingNames[:])
	failure := enumName(op, FailureOrderingAttr, orderingNames[:])
	if success == "" || failure == "" || op.NumOperands() != 3 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" " + success + " " + failure)
	p.PrintOptionalAttrDict(op.Attrs(), SuccessOrderingAttr, FailureOrderingAttr)
	p.WriteString(" : ")
	printTypes(p, valueTypes(op.Operands()[:2]))
}

func parseFence(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseOptionalSyncscope(p, st); err != nil {
		return err
	}
	ord, err := parseOrdering(p)
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: OrderingAttr, Value: ord})
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printFence(p *ir.AsmPrinter, op *ir.Operation) {
	ord := enumName(op, OrderingAttr, orderingNames[:])
	if ord == "" {
		malformed(p, op)
		return
	}
	if s, ok := op.Attr(SyncscopeAttr).(ir.StringAttr); ok && s.Value != "" {
		p.WriteString(" syncscope(")
		p.PrintString(s.Value)
		p.WriteString(")")
	}
	p.WriteString(" " + ord)
	p.PrintOptionalAttrDict(op.Attrs(), OrderingAttr, SyncscopeAttr)
}

// llvm.intr.stackrestore %p : !llvm.ptr (MLIR 16's form, without the
// type, is read too).

func parseStackRestore(p *ir.AsmParser, st *ir.OperationState) error {
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	t := ir.Type(Ptr)
	if p.ParseOptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	v, err := p.ResolveOperand(u, t)
	st.Operands = []*ir.Value{v}
	return err
}

func printStackRestore(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// parseLifetime reads `16, %p : !llvm.ptr`, MLIR 16's lifetime marker,
// and `%p : !llvm.ptr`, LLVM 22's, which has no size: the size is then
// left out, for upgradeLifetime to make it -1 (the whole object), as in
// the generic form. The print is the Format's, MLIR 16's.
func parseLifetime(p *ir.AsmParser, st *ir.OperationState) error {
	size, sized, err := p.ParseOptionalInteger()
	if err != nil {
		return err
	}
	if sized {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: SizeAttr, Value: ir.IntAttr(ir.I64, size)})
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := parsePointerType(p)
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(u, t)
	st.Operands = append(st.Operands, v)
	return err
}
