package omp

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// This file holds the ops whose syntax is not a list of clauses around a
// region: omp.terminator and omp.yield, omp.loop_nest, the critical ops,
// the atomics, and the symbol ops omp.private and omp.declare_reduction.

func customDefs() []*ir.OpDef {
	return []*ir.OpDef{
		{
			Name: TerminatorOpName, Summary: "terminator for OpenMP regions",
			Traits: []ir.Trait{ir.Terminator, ir.Pure},
			Format: "attr-dict",
		},
		{
			Name: YieldOpName, Summary: "loop yield and termination operation",
			Operands: []ir.OperandDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
			Traits: []ir.Trait{ir.Terminator, ir.Pure, ir.ReturnLike,
				ir.HasParent(LoopNestOpName, AtomicUpdateOpName, DeclareReductionOpName, PrivateOpName)},
			Parse: parseYield, Print: printYield,
		},
		{
			Name: LoopNestOpName, Summary: "rectangular loop nest",
			// Lower bounds, upper bounds and steps, in thirds (upstream's
			// SameVariadicOperandSize, hence no operand_segment_sizes).
			Operands:   []ir.OperandDef{{Name: "loop_bounds", Type: intLike, Arity: ir.Variadic}},
			Attributes: []ir.AttrDef{{Name: "loop_inclusive", Constraint: ir.UnitAttrC, Optional: true}},
			Regions:    []ir.RegionDef{{Name: "region", MinBlocks: 1}},
			Traits:     []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:      parseLoopNest, Print: printLoopNest, Verify: verifyLoopNest,
		},
		{
			Name: CriticalDeclareOpName, Summary: "declares a named critical section",
			Attributes: []ir.AttrDef{{Name: "sym_name", Constraint: ir.SymbolNameAttrC}, {Name: "hint", Constraint: ir.I64AttrC, Optional: true}},
			Traits:     []ir.Trait{ir.Symbol},
			Parse:      parseCriticalDeclare, Print: printCriticalDeclare,
			Verify: func(op *ir.Operation) error {
				if h, ok := op.Attr("hint").(ir.IntegerAttr); ok {
					return verifyHint(h.Int64())
				}
				return nil
			},
		},
		{
			Name: CriticalOpName, Summary: "critical construct",
			Attributes: []ir.AttrDef{{Name: "name", Constraint: ir.FlatSymbolRefAttrC, Optional: true}},
			Regions:    []ir.RegionDef{{Name: "region"}},
			Traits:     []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:      parseCritical, Print: printCritical,
			VerifySymbolUses: verifyCriticalSymbol,
		},
		{
			Name: AtomicReadOpName, Summary: "performs an atomic read",
			Operands:   []ir.OperandDef{{Name: "x", Type: ir.AnyType}, {Name: "v", Type: ir.AnyType}},
			Attributes: atomicAttrs(ir.AttrDef{Name: "element_type", Constraint: typeAttrC, Optional: true}),
			Parse:      parseAtomicRead, Print: printAtomicRead, Verify: verifyAtomicRead,
		},
		{
			Name: AtomicWriteOpName, Summary: "performs an atomic write",
			Operands:   []ir.OperandDef{{Name: "x", Type: ir.AnyType}, {Name: "expr", Type: ir.AnyType}},
			Attributes: atomicAttrs(),
			Parse:      parseAtomicWrite, Print: printAtomicWrite, Verify: verifyAtomicWrite,
		},
		{
			Name: AtomicUpdateOpName, Summary: "performs an atomic update",
			Operands:   []ir.OperandDef{{Name: "x", Type: ir.AnyType}},
			Attributes: atomicAttrs(),
			Regions:    []ir.RegionDef{{Name: "region", MinBlocks: 1, MaxBlocks: 1}},
			Traits:     []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:      parseAtomicUpdate, Print: printAtomicUpdate, Verify: verifyAtomicUpdate,
		},
		{
			Name: AtomicCaptureOpName, Summary: "performs an atomic capture",
			Attributes: atomicAttrs(),
			Regions:    []ir.RegionDef{{Name: "region", MinBlocks: 1, MaxBlocks: 1}},
			Traits:     []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:      parseAtomicCapture, Print: printAtomicCapture, Verify: verifyAtomicCapture,
		},
		{
			Name: PrivateOpName, Summary: "provides declaration of [first]private logic",
			Attributes: []ir.AttrDef{
				{Name: "sym_name", Constraint: ir.SymbolNameAttrC},
				{Name: "type", Constraint: typeAttrC},
				{Name: "data_sharing_type", Constraint: enumConstraint(DataSharingTypeEnum, "Type of a data-sharing clause")},
			},
			Regions: []ir.RegionDef{{Name: "init_region"}, {Name: "copy_region"}, {Name: "dealloc_region"}},
			Traits:  []ir.Trait{ir.Symbol, ir.IsolatedFromAbove},
			Parse:   parsePrivate, Print: printPrivate, Verify: verifyPrivate,
		},
		{
			Name: DeclareReductionOpName, Summary: "declares a reduction kind",
			Attributes: []ir.AttrDef{{Name: "sym_name", Constraint: ir.SymbolNameAttrC}, {Name: "type", Constraint: typeAttrC}},
			Regions: []ir.RegionDef{{Name: "alloc_region"}, {Name: "init_region"}, {Name: "combiner_region"},
				{Name: "atomic_reduction_region"}, {Name: "cleanup_region"}},
			Traits: []ir.Trait{ir.Symbol, ir.IsolatedFromAbove},
			Parse:  parseDeclareReduction, Print: printDeclareReduction, Verify: verifyDeclareReduction,
		},
	}
}

var typeAttrC = ir.AttrConstraint{Desc: "any type attribute", Pred: func(a ir.Attribute) bool {
	_, ok := a.(ir.TypeAttr)
	return ok
}}

// --- omp.yield ---

func parseYield(p *ir.AsmParser, st *ir.OperationState) error {
	if p.ParseOptionalPunct("(") {
		us, err := p.ParseOperandList(ir.NoDelimiter)
		if err != nil {
			return err
		}
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		if st.Operands, err = p.ResolveOperands(us, ts); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printYield(p *ir.AsmPrinter, op *ir.Operation) {
	if vs := op.Operands(); len(vs) > 0 {
		p.WriteString("(")
		p.PrintOperands(vs)
		p.WriteString(" : ")
		printTypes(p, vs)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

// --- omp.loop_nest ---

// parseLoopHeader parses `(%iv, ...) : T = (%lb, ...) to (%ub, ...)
// [inclusive] step (%s, ...)`, shared by omp.loop_nest and MLIR 16's
// omp.wsloop form. The arguments come back typed.
func parseLoopHeader(p *ir.AsmParser) (ivs []ir.Argument, bounds []*ir.Value, inclusive bool, err error) {
	if ivs, err = p.ParseArgumentList(ir.ParenDelimiter, false, false); err != nil {
		return
	}
	t, err := p.ParseColonType()
	if err != nil {
		return
	}
	for k := range ivs {
		ivs[k].Type = t
	}
	if err = p.ParsePunct("="); err != nil {
		return
	}
	var lists [3][]ir.UnresolvedOperand
	for k, kw := range []string{"", "to", "step"} {
		if kw == "to" {
			if err = p.ParseKeyword("to"); err != nil {
				return
			}
		}
		if kw == "step" {
			inclusive = p.ParseOptionalKeyword("inclusive")
			if err = p.ParseKeyword("step"); err != nil {
				return
			}
		}
		loc := p.Loc()
		if lists[k], err = p.ParseOperandList(ir.ParenDelimiter); err != nil {
			return
		}
		if len(lists[k]) != len(ivs) {
			err = p.ErrorfAt(loc, "expected %d bounds, one per induction variable, got %d", len(ivs), len(lists[k]))
			return
		}
	}
	for _, l := range lists {
		for _, u := range l {
			v, rerr := p.ResolveOperand(u, t)
			if rerr != nil {
				return nil, nil, false, rerr
			}
			bounds = append(bounds, v)
		}
	}
	return ivs, bounds, inclusive, nil
}

func parseLoopNest(p *ir.AsmParser, st *ir.OperationState) error {
	ivs, bounds, inclusive, err := parseLoopHeader(p)
	if err != nil {
		return err
	}
	st.Operands = bounds
	if inclusive {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: "loop_inclusive", Value: ir.Unit})
	}
	if err := p.ParseRegion(new(ir.Region), ivs); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printLoopNest(p *ir.AsmPrinter, op *ir.Operation) {
	n := op.NumOperands() / 3
	body := op.Region(0).First()
	if n == 0 || op.NumOperands()%3 != 0 || body == nil || body.NumArguments() != n {
		malformed(p, op)
		return
	}
	vs := op.Operands()
	list := func(xs []*ir.Value) {
		p.WriteString("(")
		p.PrintOperands(xs)
		p.WriteString(")")
	}
	p.WriteString(" ")
	list(body.Arguments())
	p.WriteString(" : ")
	p.PrintType(vs[0].Type())
	p.WriteString(" = ")
	list(vs[:n])
	p.WriteString(" to ")
	list(vs[n : 2*n])
	if op.Attr("loop_inclusive") != nil {
		p.WriteString(" inclusive")
	}
	p.WriteString(" step ")
	list(vs[2*n:])
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs(), "loop_inclusive")
}

func verifyLoopNest(op *ir.Operation) error {
	if op.NumOperands()%3 != 0 {
		return fmt.Errorf("expects as many lower bounds, upper bounds and steps, got %d bound operands", op.NumOperands())
	}
	n := op.NumOperands() / 3
	if n == 0 {
		return fmt.Errorf("must represent at least one loop")
	}
	body := op.Region(0).First()
	if body.NumArguments() != n {
		return fmt.Errorf("number of range arguments and IVs do not match")
	}
	for i, v := range op.Operands() {
		if iv := body.Argument(i % n); v.Type() != iv.Type() {
			return fmt.Errorf("range argument type does not match corresponding IV type")
		}
	}
	if parent := op.ParentOp(); parent == nil || !isLoopWrapper(parent) {
		return fmt.Errorf("expects parent op to be a loop wrapper")
	}
	return nil
}

// --- omp.critical.declare and omp.critical ---

func parseCriticalDeclare(p *ir.AsmParser, st *ir.OperationState) error {
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: "sym_name", Value: ir.Str(name)})
	if p.ParseOptionalKeyword("hint") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		h, err := parseHintBody(p)
		if err != nil {
			return err
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: "hint", Value: ir.IntAttr(ir.I64, h)})
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printCriticalDeclare(p *ir.AsmPrinter, op *ir.Operation) {
	name, _ := op.Attr("sym_name").(ir.StringAttr)
	p.WriteString(" ")
	p.PrintSymbolName(name.Value)
	if h, ok := op.Attr("hint").(ir.IntegerAttr); ok {
		p.WriteString(" hint(" + hintString(h.Int64()) + ")")
	}
	p.PrintOptionalAttrDict(op.Attrs(), "sym_name", "hint")
}

func parseCritical(p *ir.AsmParser, st *ir.OperationState) error {
	if p.ParseOptionalPunct("(") {
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: "name", Value: ir.SymbolRef(name)})
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParseRegion(new(ir.Region), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printCritical(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	if name, ok := op.Attr("name").(ir.SymbolRefAttr); ok {
		p.WriteString("(")
		p.PrintAttribute(name)
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs(), "name")
}

func verifyCriticalSymbol(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	name, ok := op.Attr("name").(ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	if d := symbols.LookupNearestSymbolFrom(op, name); d == nil || !d.Is(CriticalDeclareOpName) {
		return op.Errorf("expected symbol reference %s to point to a critical declaration", ir.AttrString(name))
	}
	return nil
}

// --- the atomics ---

func atomicAttrs(extra ...ir.AttrDef) []ir.AttrDef {
	return append([]ir.AttrDef{
		{Name: "hint", Constraint: ir.I64AttrC, Optional: true},
		{Name: "memory_order", Constraint: enumConstraint(MemoryOrderEnum, "MemoryOrderKind Clause"), Optional: true},
	}, extra...)
}

// atomicClauses are the clauses of the atomics, in printing order.
func atomicClauses() []clause {
	return []clause{hintC(), enumC("memory_order", "memory_order", MemoryOrderEnum)}
}

// parseAtomicClauses parses the hint and memory_order clauses.
func parseAtomicClauses(p *ir.AsmParser, st *ir.OperationState) error {
	s := &opSpec{clauses: atomicClauses()}
	cs := &clauseState{spec: s, args: make([][]ir.Argument, len(s.clauses))}
	if err := parseClauses(p, s, cs); err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, cs.attrs...)
	return nil
}

func printAtomicClauses(p *ir.AsmPrinter, op *ir.Operation) {
	s := &opSpec{clauses: atomicClauses()}
	for i := range s.clauses {
		printClause(p, s, op, &s.clauses[i], func(string) []*ir.Value { return nil })
	}
}

func parseAtomicRead(p *ir.AsmParser, st *ir.OperationState) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	x, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseAtomicClauses(p, st); err != nil {
		return err
	}
	loc := p.Loc()
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	switch len(ts) {
	case 1: // MLIR 16: one pointer type for both
		ts = append(ts, ts[0])
	case 2:
	case 3:
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: "element_type", Value: ir.TypeAttr{Type: ts[2]}})
	default:
		return p.ErrorfAt(loc, "expected the types of x, v and optionally of the element, got %d types", len(ts))
	}
	if st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{x, v}, ts[:2]); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printAtomicRead(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 2 {
		malformed(p, op)
		return
	}
	x, v := op.Operand(0), op.Operand(1)
	p.WriteString(" ")
	p.PrintOperand(v)
	p.WriteString(" = ")
	p.PrintOperand(x)
	printAtomicClauses(p, op)
	p.WriteString(" : ")
	p.PrintType(x.Type())
	elem, hasElem := op.Attr("element_type").(ir.TypeAttr)
	if hasElem || v.Type() != x.Type() {
		p.WriteString(", ")
		p.PrintType(v.Type())
	}
	if hasElem {
		p.WriteString(", ")
		p.PrintType(elem.Type)
	}
	p.PrintOptionalAttrDict(op.Attrs(), "hint", "memory_order", "element_type")
}

// memoryOrder returns the memory_order case of op, "" when absent.
func memoryOrder(op *ir.Operation) string {
	e, _ := op.Attr("memory_order").(EnumAttr)
	return e.Case
}

// verifyAtomicClauses checks the hint and that memory_order is not one of
// the orders the op forbids; inside omp.atomic.capture, neither may be
// given.
func verifyAtomicClauses(op *ir.Operation, forbidden1, forbidden2, what string) error {
	if h, ok := op.Attr("hint").(ir.IntegerAttr); ok {
		if err := verifyHint(h.Int64()); err != nil {
			return err
		}
	}
	if mo := memoryOrder(op); mo != "" && (mo == forbidden1 || mo == forbidden2) {
		return fmt.Errorf("memory-order must not be %s or %s for atomic %s", forbidden1, forbidden2, what)
	}
	if parent := op.ParentOp(); parent != nil && parent.Is(AtomicCaptureOpName) && (op.Attr("hint") != nil || op.Attr("memory_order") != nil) {
		return fmt.Errorf("operations inside capture region must not have hint clause or memory-order clause")
	}
	return nil
}

func verifyAtomicRead(op *ir.Operation) error {
	if op.Operand(0) == op.Operand(1) {
		return fmt.Errorf("read and write must not be to the same location for atomic reads")
	}
	return verifyAtomicClauses(op, "acq_rel", "release", "reads")
}

func parseAtomicWrite(p *ir.AsmParser, st *ir.OperationState) error {
	x, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	e, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseAtomicClauses(p, st); err != nil {
		return err
	}
	loc := p.Loc()
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != 2 {
		return p.ErrorfAt(loc, "expected the types of x and of the value written")
	}
	if st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{x, e}, ts); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printAtomicWrite(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(1))
	printAtomicClauses(p, op)
	p.WriteString(" : ")
	printTypes(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), "hint", "memory_order")
}

func verifyAtomicWrite(op *ir.Operation) error {
	return verifyAtomicClauses(op, "acq_rel", "acquire", "writes")
}

func parseAtomicUpdate(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseAtomicClauses(p, st); err != nil {
		return err
	}
	x, err := parseOperandAndType(p)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{x}
	if err := p.ParseRegion(new(ir.Region), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printAtomicUpdate(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	printAtomicClauses(p, op)
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), true, true)
	p.PrintOptionalAttrDict(op.Attrs(), "hint", "memory_order")
}

func verifyAtomicUpdate(op *ir.Operation) error {
	if err := verifyAtomicClauses(op, "acq_rel", "acquire", "updates"); err != nil {
		return err
	}
	body := op.Region(0).First()
	if body.NumArguments() != 1 {
		return fmt.Errorf("the region must accept exactly one argument")
	}
	y := body.Last()
	if y == nil || !y.Is(YieldOpName) || y.NumOperands() != 1 {
		return fmt.Errorf("the update region must end with an omp.yield of the new value")
	}
	if y.Operand(0).Type() != body.Argument(0).Type() {
		return fmt.Errorf("the type of the operand yielded must be the type of the region argument")
	}
	return nil
}

func parseAtomicCapture(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseAtomicClauses(p, st); err != nil {
		return err
	}
	if err := p.ParseRegion(new(ir.Region), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printAtomicCapture(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	printAtomicClauses(p, op)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs(), "hint", "memory_order")
}

func verifyAtomicCapture(op *ir.Operation) error {
	if err := verifyAtomicClauses(op, "", "", "captures"); err != nil {
		return err
	}
	var ops []*ir.Operation
	for o := range op.Region(0).First().Ops() {
		ops = append(ops, o)
	}
	if len(ops) != 3 || !ops[2].Is(TerminatorOpName) {
		return fmt.Errorf("expected three operations in atomic.capture region (one terminator, and two atomic ops)")
	}
	first, second := ops[0].Name(), ops[1].Name()
	switch {
	case first == AtomicUpdateOpName && second == AtomicReadOpName,
		first == AtomicReadOpName && second == AtomicUpdateOpName,
		first == AtomicReadOpName && second == AtomicWriteOpName:
	default:
		return fmt.Errorf("invalid sequence of operations in the capture region: %s then %s", first, second)
	}
	return nil
}

// --- omp.private ---

// parseOptionalRegions parses `kw {...}` for each keyword in order, each
// optional. Every region slot is recorded in order, so that an absent
// region keeps its place.
func parseOptionalRegions(p *ir.AsmParser, keywords []string) error {
	for _, kw := range keywords {
		r := new(ir.Region)
		if p.ParseOptionalKeyword(kw) {
			if err := p.ParseRegion(r, nil); err != nil {
				return err
			}
			continue
		}
		// The next token is another region's keyword, `attributes` or
		// the end of the op, not `{`: this records r as an empty region
		// so that the regions after it keep their places.
		if _, err := p.ParseOptionalRegion(r, nil); err != nil {
			return err
		}
	}
	return nil
}

func printOptionalRegions(p *ir.AsmPrinter, op *ir.Operation, keywords []string) {
	for i, kw := range keywords {
		if i < op.NumRegions() && !op.Region(i).Empty() {
			p.WriteString(" " + kw + " ")
			p.PrintRegion(op.Region(i), true, true)
		}
	}
}

var privateRegions = []string{"init", "copy", "dealloc"}

func parsePrivate(p *ir.AsmParser, st *ir.OperationState) error {
	def, _ := enumDefOf(DataSharingTypeEnum)
	kind, err := parseEnumBody(p, def)
	if err != nil {
		return err
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: "data_sharing_type", Value: kind},
		ir.NamedAttribute{Name: "sym_name", Value: ir.Str(name)},
		ir.NamedAttribute{Name: "type", Value: ir.TypeAttr{Type: t}})
	if err := parseOptionalRegions(p, privateRegions); err != nil {
		return err
	}
	st.NumRegions = len(privateRegions)
	return p.ParseOptionalAttrDictWithKeyword(&st.Attributes)
}

func printPrivate(p *ir.AsmPrinter, op *ir.Operation) {
	kind, _ := op.Attr("data_sharing_type").(EnumAttr)
	name, _ := op.Attr("sym_name").(ir.StringAttr)
	t, _ := op.Attr("type").(ir.TypeAttr)
	if t.Type == nil || op.NumRegions() != len(privateRegions) {
		malformed(p, op)
		return
	}
	p.WriteString(" {type = " + kind.Case + "} ")
	p.PrintSymbolName(name.Value)
	p.WriteString(" : ")
	p.PrintType(t.Type)
	printOptionalRegions(p, op, privateRegions)
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "data_sharing_type", "sym_name", "type")
}

// verifyYields checks that every omp.yield ending a block of r yields
// values of the given types.
func verifyYields(r *ir.Region, what string, want []ir.Type) error {
	for _, b := range r.Blocks() {
		y := b.Last()
		if y == nil || !y.Is(YieldOpName) {
			continue
		}
		if y.NumOperands() != len(want) {
			return fmt.Errorf("expects the %s region to yield %d values, got %d", what, len(want), y.NumOperands())
		}
		for i, v := range y.Operands() {
			if v.Type() != want[i] {
				return fmt.Errorf("expects the %s region to yield a value of type '%s', got '%s'", what, ir.TypeString(want[i]), ir.TypeString(v.Type()))
			}
		}
	}
	return nil
}

// verifyRegionArgs checks that a region, when not empty, has n entry
// arguments all of one type, which it returns.
func verifyRegionArgs(r *ir.Region, what string, n int) (ir.Type, error) {
	entry := r.First()
	if entry == nil {
		return nil, nil
	}
	if entry.NumArguments() != n {
		return nil, fmt.Errorf("expects the %s region to have %d arguments, got %d", what, n, entry.NumArguments())
	}
	t := entry.Argument(0).Type()
	for _, a := range entry.Arguments() {
		if a.Type() != t {
			return nil, fmt.Errorf("expects the arguments of the %s region to have one type", what)
		}
	}
	return t, nil
}

func verifyPrivate(op *ir.Operation) error {
	kind := op.Attr("data_sharing_type").(EnumAttr).Case
	init, cp, dealloc := op.Region(0), op.Region(1), op.Region(2)
	if kind == "firstprivate" && cp.Empty() {
		return fmt.Errorf("`firstprivate` clauses require at least a `copy` region.")
	}
	if kind == "private" && !cp.Empty() {
		return fmt.Errorf("`private` clauses do not require a `copy` region.")
	}
	for _, r := range []struct {
		region *ir.Region
		name   string
		args   int
		yields bool
	}{{init, "init", 2, true}, {cp, "copy", 2, true}, {dealloc, "dealloc", 1, false}} {
		t, err := verifyRegionArgs(r.region, r.name, r.args)
		if err != nil || t == nil {
			if err != nil {
				return err
			}
			continue
		}
		var want []ir.Type
		if r.yields {
			want = []ir.Type{t}
		}
		if err := verifyYields(r.region, r.name, want); err != nil {
			return err
		}
	}
	return nil
}

// --- omp.declare_reduction ---

var reductionRegions = []string{"alloc", "init", "combiner", "atomic", "cleanup"}

func parseDeclareReduction(p *ir.AsmParser, st *ir.OperationState) error {
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: "sym_name", Value: ir.Str(name)},
		ir.NamedAttribute{Name: "type", Value: ir.TypeAttr{Type: t}})
	if err := parseOptionalRegions(p, reductionRegions); err != nil {
		return err
	}
	st.NumRegions = len(reductionRegions)
	return p.ParseOptionalAttrDictWithKeyword(&st.Attributes)
}

func printDeclareReduction(p *ir.AsmPrinter, op *ir.Operation) {
	name, _ := op.Attr("sym_name").(ir.StringAttr)
	t, _ := op.Attr("type").(ir.TypeAttr)
	if t.Type == nil || op.NumRegions() != len(reductionRegions) {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintSymbolName(name.Value)
	p.WriteString(" : ")
	p.PrintType(t.Type)
	printOptionalRegions(p, op, reductionRegions)
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "type")
}

func verifyDeclareReduction(op *ir.Operation) error {
	t := op.Attr("type").(ir.TypeAttr).Type
	alloc, init, combiner, atomic, cleanup := op.Region(0), op.Region(1), op.Region(2), op.Region(3), op.Region(4)
	if init.Empty() || combiner.Empty() {
		return fmt.Errorf("expects an init and a combiner region")
	}
	if !alloc.Empty() {
		if err := verifyYields(alloc, "alloc", []ir.Type{t}); err != nil {
			return err
		}
	}
	initArgs := 1
	if !alloc.Empty() {
		initArgs = 2
	}
	entry := init.First()
	if entry.NumArguments() != initArgs || entry.Argument(0).Type() != t {
		return fmt.Errorf("expects initializer region with %d argument(s) of the reduction type", initArgs)
	}
	if err := verifyYields(init, "initializer", []ir.Type{t}); err != nil {
		return err
	}
	c := combiner.First()
	if c.NumArguments() != 2 || c.Argument(0).Type() != t || c.Argument(1).Type() != t {
		return fmt.Errorf("expects combiner region with two arguments of the reduction type")
	}
	if err := verifyYields(combiner, "combiner", []ir.Type{t}); err != nil {
		return err
	}
	if a := atomic.First(); a != nil {
		if a.NumArguments() != 2 || a.Argument(0).Type() != a.Argument(1).Type() {
			return fmt.Errorf("expects atomic reduction region with two arguments of the same type")
		}
	}
	if cl := cleanup.First(); cl != nil && cl.NumArguments() != 1 {
		return fmt.Errorf("expects cleanup region with one argument of the reduction type")
	}
	return nil
}
