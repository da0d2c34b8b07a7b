package cir

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// The verifiers. They run after the constraints and traits of each op's
// definition, so they may rely on operand counts and attribute kinds; the
// messages are worded as MLIR words its own ('cir.load' op ...).

func typeStr(t ir.Type) string { return ir.TypeString(t) }

// --- functions and calls ---

func verifyFunc(op *ir.Operation) error {
	fn := FuncOp{op}
	ft := fn.FunctionType()
	if fn.IsDeclaration() {
		if !fn.IsPrivate() {
			return fmt.Errorf("symbol declaration cannot have public visibility")
		}
		return nil
	}
	entry := fn.Entry()
	params := ft.Params()
	if entry.NumArguments() != len(params) {
		return fmt.Errorf("entry block must have %d arguments to match function signature", len(params))
	}
	for i, t := range params {
		if at := entry.Argument(i).Type(); at != t {
			return fmt.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, typeStr(at), typeStr(t))
		}
	}
	return nil
}

// enclosingFunc returns the cir.func op is nested in, at any depth.
func enclosingFunc(op *ir.Operation) (FuncOp, bool) {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if fn, ok := AsFunc(p); ok {
			return fn, true
		}
		if p.HasTrait(ir.IsolatedFromAbove) {
			break
		}
	}
	return FuncOp{}, false
}

func verifyReturn(op *ir.Operation) error {
	fn, ok := enclosingFunc(op)
	if !ok {
		return fmt.Errorf("must be nested in a '%s'", FuncOpName)
	}
	ft := fn.FunctionType()
	want := 0
	if ft.HasResult() {
		want = 1
	}
	if op.NumOperands() != want {
		return fmt.Errorf("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), fn.Name(), want)
	}
	if want == 1 {
		if got := op.Operand(0).Type(); got != ft.Result {
			return fmt.Errorf("type of return operand 0 ('%s') doesn't match function result type ('%s') in function @%s",
				typeStr(got), typeStr(ft.Result), fn.Name())
		}
	}
	return nil
}

// checkCallTypes checks a call's arguments and result against the
// callee's type ft.
func checkCallTypes(op *ir.Operation, ft FuncType, args []*ir.Value) error {
	params := ft.Params()
	if len(args) < len(params) || len(args) > len(params) && !ft.VarArg {
		if ft.VarArg {
			return fmt.Errorf("incorrect number of operands for callee: expected at least %d, but got %d", len(params), len(args))
		}
		return fmt.Errorf("incorrect number of operands for callee: expected %d, but got %d", len(params), len(args))
	}
	for i, t := range params {
		if at := args[i].Type(); at != t {
			return fmt.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for argument number %d",
				typeStr(t), typeStr(at), i)
		}
	}
	want := 0
	if ft.HasResult() {
		want = 1
	}
	if op.NumResults() != want {
		return fmt.Errorf("incorrect number of results for callee: expected %d, but got %d", want, op.NumResults())
	}
	if want == 1 && op.Result(0).Type() != ft.Result {
		return fmt.Errorf("result type mismatch: expected '%s', but got '%s'", typeStr(ft.Result), typeStr(op.Result(0).Type()))
	}
	return nil
}

// verifyCall checks an indirect call; direct calls are checked with the
// callee in verifyCallSymbol.
func verifyCall(op *ir.Operation) error {
	call := CallOp{op}
	if !call.IsIndirect() {
		return nil
	}
	if op.NumOperands() == 0 {
		return fmt.Errorf("an indirect call needs the function pointer as its first operand")
	}
	pt, ok := op.Operand(0).Type().(PointerType)
	ft, isFunc := pt.Pointee.(FuncType)
	if !ok || !isFunc {
		return fmt.Errorf("callee of an indirect call must be a pointer to a function, but got '%s'", typeStr(op.Operand(0).Type()))
	}
	return checkCallTypes(op, ft, call.Args())
}

// lookupSymbol resolves ref from op. Symbol uses are checked only within a
// symbol table, as MLIR checks them when it verifies the table: a function
// verified on its own may use symbols it cannot see.
func lookupSymbol(op *ir.Operation, symbols *ir.SymbolTableCollection, ref ir.SymbolRefAttr) (target *ir.Operation, checked bool) {
	if ir.NearestSymbolTable(op) == nil {
		return nil, false
	}
	return symbols.LookupNearestSymbolFrom(op, ref), true
}

func verifyCallSymbol(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref, ok := op.Attr(CalleeAttr).(ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	target, checked := lookupSymbol(op, symbols, ref)
	if !checked {
		return nil
	}
	fn, ok := AsFunc(target)
	if !ok {
		return fmt.Errorf("'%s' does not reference a valid function", ref.Leaf())
	}
	return checkCallTypes(op, fn.FunctionType(), op.Operands())
}

// --- memory ---

func verifyAlloca(op *ir.Operation) error {
	t := AllocaOp{op}.AllocaType()
	if got, want := op.Result(0).Type(), ir.Type(PtrTo(t)); got != want {
		return fmt.Errorf("result type '%s' must be a pointer to the allocated type, '%s'", typeStr(got), typeStr(want))
	}
	return nil
}

func verifyLoad(op *ir.Operation) error {
	pt := op.Operand(0).Type().(PointerType)
	if got := op.Result(0).Type(); got != pt.Pointee {
		return fmt.Errorf("result type '%s' does not match the pointee type '%s' of the address", typeStr(got), typeStr(pt.Pointee))
	}
	return nil
}

func verifyStore(op *ir.Operation) error {
	pt := op.Operand(1).Type().(PointerType)
	if got := op.Operand(0).Type(); got != pt.Pointee {
		return fmt.Errorf("value type '%s' does not match the pointee type '%s' of the address", typeStr(got), typeStr(pt.Pointee))
	}
	return nil
}

func verifyGlobal(op *ir.Operation) error {
	g := GlobalOp{op}
	init := g.InitialValue()
	if op.HasAttr(ExternAttr) {
		if init != nil {
			return fmt.Errorf("an extern global has no initial value")
		}
		if g.Linkage() != ExternalLinkage {
			return fmt.Errorf("an extern global must have external linkage")
		}
		return nil
	}
	if init == nil {
		return nil
	}
	if it := init.(ir.TypedAttr).AttrType(); it != g.SymType() {
		return fmt.Errorf("initial value of type '%s' does not match the global's type '%s'", typeStr(it), typeStr(g.SymType()))
	}
	return checkConst(init)
}

func verifyGetGlobalSymbol(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref := op.Attr("name").(ir.SymbolRefAttr)
	target, checked := lookupSymbol(op, symbols, ref)
	if !checked {
		return nil
	}
	var want ir.Type
	if g, ok := AsGlobal(target); ok {
		want = PtrTo(g.SymType())
	} else if fn, ok := AsFunc(target); ok {
		want = PtrTo(fn.FunctionType())
	} else {
		return fmt.Errorf("'%s' does not reference a valid cir.global or cir.func", ref.Leaf())
	}
	if got := op.Result(0).Type(); got != want {
		return fmt.Errorf("result type '%s' does not match the address of '@%s', '%s'", typeStr(got), ref.Leaf(), typeStr(want))
	}
	return nil
}

func verifyPtrStride(op *ir.Operation) error {
	if base, result := op.Operand(0).Type(), op.Result(0).Type(); base != result {
		return fmt.Errorf("result type '%s' must be the base's type '%s'", typeStr(result), typeStr(base))
	}
	return nil
}

// sameUpToNamedRecords reports whether a and b are the same type when a
// reference to a named record (`!cir.struct<struct "node">`) is taken
// for its definition of the same name: the member of a recursive struct
// is the reference, while the front end types the address of that member
// with the definition.
func sameUpToNamedRecords(a, b ir.Type) bool {
	if a == b {
		return true
	}
	switch x := a.(type) {
	case PointerType:
		y, ok := b.(PointerType)
		return ok && sameUpToNamedRecords(x.Pointee, y.Pointee)
	case ArrayType:
		y, ok := b.(ArrayType)
		return ok && x.Len == y.Len && sameUpToNamedRecords(x.Elem, y.Elem)
	case RecordType:
		y, ok := b.(RecordType)
		return ok && x.Name != "" && x.Name == y.Name && x.Kind == y.Kind && (x.Incomplete || y.Incomplete)
	}
	return false
}

func verifyGetMember(op *ir.Operation) error {
	pt := op.Operand(0).Type().(PointerType)
	rt, ok := pt.Pointee.(RecordType)
	if !ok {
		return fmt.Errorf("address must point to a record, but got '%s'", typeStr(pt))
	}
	if rt.Incomplete {
		// A reference to a named record: its members are in the
		// definition elsewhere, which the lowering resolves by name.
		return nil
	}
	members := rt.Members()
	index := GetMemberOp{op}.Index()
	if index < 0 || index >= len(members) {
		return fmt.Errorf("member index %d is out of range for '%s', which has %d members", index, typeStr(rt), len(members))
	}
	if got, want := op.Result(0).Type(), ir.Type(PtrTo(members[index])); !sameUpToNamedRecords(got, want) {
		return fmt.Errorf("result type '%s' does not match the address of member %d, '%s'", typeStr(got), index, typeStr(want))
	}
	return nil
}

// --- values ---

// checkConst checks that an aggregate constant's elements have the types
// its type says (the parser checks this; a pass building one may not).
func checkConst(a ir.Attribute) error {
	switch a := a.(type) {
	case ConstArrayAttr:
		return a.check()
	case ConstStructAttr:
		if a.Members == nil {
			return fmt.Errorf("record constant without members")
		}
		return a.check()
	}
	return nil
}

func verifyConst(op *ir.Operation) error {
	value := op.Attr("value")
	vt := value.(ir.TypedAttr).AttrType()
	if result := op.Result(0).Type(); vt != result {
		return fmt.Errorf("value of type '%s' does not match result type '%s'", typeStr(vt), typeStr(result))
	}
	return checkConst(value)
}

// binOpAllows reports whether a binop of kind applies to type t.
func binOpAllows(kind BinOpKind, t ir.Type) (bool, string) {
	switch kind {
	case BinAdd, BinSub, BinMul, BinDiv:
		return IsIntegral(t) || IsFloating(t), "integer or floating"
	case BinRem, BinShl, BinShr:
		return IsIntegral(t), "integer"
	case BinAnd, BinOr, BinXor:
		return IsIntegral(t) || t == ir.Type(Bool), "integer or bool"
	}
	return false, ""
}

func verifyBinOp(op *ir.Operation) error {
	kind := BinOp{op}.Kind()
	t := op.Result(0).Type()
	if ok, what := binOpAllows(kind, t); !ok {
		return fmt.Errorf("kind '%s' requires %s operands, but got '%s'", kind, what, typeStr(t))
	}
	return nil
}

func verifyUnary(op *ir.Operation) error {
	kind := UnaryOp{op}.Kind()
	t := op.Operand(0).Type()
	var ok bool
	var what string
	switch kind {
	case UnaryInc, UnaryDec, UnaryPlus, UnaryMinus:
		ok, what = IsIntegral(t) || IsFloating(t), "an integer or floating"
	case UnaryNot:
		ok, what = IsIntegral(t), "an integer"
	case UnaryLNot:
		ok, what = t == ir.Type(Bool), "a bool"
	}
	if !ok {
		return fmt.Errorf("kind '%s' requires %s operand, but got '%s'", kind, what, typeStr(t))
	}
	return nil
}

func verifyCmp(op *ir.Operation) error {
	lhs, rhs := op.Operand(0).Type(), op.Operand(1).Type()
	if lhs != rhs {
		return fmt.Errorf("operands must have the same type, but got '%s' and '%s'", typeStr(lhs), typeStr(rhs))
	}
	switch lhs.(type) {
	case IntType, FloatType, BoolType, PointerType:
		return nil
	}
	return fmt.Errorf("operands must be integers, floats, bools or pointers, but got '%s'", typeStr(lhs))
}

// castRule says what a cast kind converts from and to.
type castRule struct {
	from, to         func(ir.Type) bool
	fromDesc, toDesc string
}

func isBool(t ir.Type) bool { return t == ir.Type(Bool) }

var castRules = map[CastKind]castRule{
	CastIntegral:        {IsIntegral, IsIntegral, "an integer", "an integer"},
	CastFloating:        {IsFloating, IsFloating, "a floating", "a floating"},
	CastIntToFloat:      {IsIntegral, IsFloating, "an integer", "a floating"},
	CastFloatToInt:      {IsFloating, IsIntegral, "a floating", "an integer"},
	CastIntToBool:       {IsIntegral, isBool, "an integer", "a bool"},
	CastFloatToBool:     {IsFloating, isBool, "a floating", "a bool"},
	CastPtrToBool:       {IsPointer, isBool, "a pointer", "a bool"},
	CastBoolToInt:       {isBool, IsIntegral, "a bool", "an integer"},
	CastBoolToFloat:     {isBool, IsFloating, "a bool", "a floating"},
	CastArrayToPtrDecay: {isPtrToArray, IsPointer, "a pointer to an array", "a pointer"},
	CastBitcast:         {IsPointer, IsPointer, "a pointer", "a pointer"},
	CastNullToPtr:       {IsIntegral, IsPointer, "an integer", "a pointer"},
	CastIntToPtr:        {IsIntegral, IsPointer, "an integer", "a pointer"},
	CastPtrToInt:        {IsPointer, IsIntegral, "a pointer", "an integer"},
}

func isPtrToArray(t ir.Type) bool {
	pt, ok := t.(PointerType)
	if !ok {
		return false
	}
	_, ok = pt.Pointee.(ArrayType)
	return ok
}

func verifyCast(op *ir.Operation) error {
	kind := CastOp{op}.Kind()
	src, result := op.Operand(0).Type(), op.Result(0).Type()
	rule := castRules[kind]
	if !rule.from(src) {
		return fmt.Errorf("cast kind '%s' requires %s source, but got '%s'", kind, rule.fromDesc, typeStr(src))
	}
	if !rule.to(result) {
		return fmt.Errorf("cast kind '%s' requires %s result, but got '%s'", kind, rule.toDesc, typeStr(result))
	}
	if kind == CastArrayToPtrDecay {
		elem := src.(PointerType).Pointee.(ArrayType).Elem
		if want := ir.Type(PtrTo(elem)); result != want {
			return fmt.Errorf("result type '%s' must be a pointer to the array's element type, '%s'", typeStr(result), typeStr(want))
		}
	}
	return nil
}

// --- structured control flow ---

// decodeCases reads the cases attribute of a cir.switch.
func decodeCases(a ir.Attribute) ([]SwitchCase, error) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, fmt.Errorf("'%s' must be an array of cases", CasesAttr)
	}
	cases := make([]SwitchCase, len(arr.Elems()))
	for i, e := range arr.Elems() {
		entry, ok := e.(*ir.ArrayAttr)
		if !ok || len(entry.Elems()) == 0 {
			return nil, fmt.Errorf("case #%d must be an array starting with its kind", i)
		}
		kind, ok := entry.Elems()[0].(SwitchCaseKindAttr)
		if !ok {
			return nil, fmt.Errorf("case #%d must start with its kind, a #cir.case_kind", i)
		}
		c := SwitchCase{Kind: kind.Kind}
		for _, v := range entry.Elems()[1:] {
			iv, ok := v.(ir.IntegerAttr)
			if !ok || iv.AttrType() != ir.Type(ir.I64) {
				return nil, fmt.Errorf("case #%d: values must be i64 integer attributes", i)
			}
			c.Values = append(c.Values, iv.Int64())
		}
		n := len(c.Values)
		switch c.Kind {
		case CaseEqual:
			if n != 1 {
				return nil, fmt.Errorf("case #%d: 'equal' takes one value, not %d", i, n)
			}
		case CaseAnyOf:
			if n == 0 {
				return nil, fmt.Errorf("case #%d: 'anyof' takes at least one value", i)
			}
		case CaseDefault:
			if n != 0 {
				return nil, fmt.Errorf("case #%d: 'default' takes no value, not %d", i, n)
			}
		default:
			return nil, fmt.Errorf("case #%d: unknown case kind '%s', expected one of %s", i, kind.Kind, caseKindDef.list())
		}
		cases[i] = c
	}
	return cases, nil
}

// intTypeHolds reports whether v, read as a value of t, is a value of t.
func intTypeHolds(t IntType, v int64) bool {
	if v < 0 {
		return t.Signed && intFits(t, uint64(-v), true) || !t.Signed && t.Width == 64
	}
	return intFits(t, uint64(v), false)
}

func verifySwitch(op *ir.Operation) error {
	cases, err := decodeCases(op.Attr(CasesAttr))
	if err != nil {
		return err
	}
	if len(cases) != op.NumRegions() {
		return fmt.Errorf("has %d case regions, but '%s' describes %d cases", op.NumRegions(), CasesAttr, len(cases))
	}
	t := op.Operand(0).Type().(IntType)
	seen := make(map[int64]int)
	defaults := 0
	for i, c := range cases {
		if c.Kind == CaseDefault {
			if defaults++; defaults > 1 {
				return fmt.Errorf("case #%d: multiple default cases", i)
			}
		}
		for _, v := range c.Values {
			if !intTypeHolds(t, v) {
				return fmt.Errorf("case #%d: value %d is not a value of the condition's type '%s'", i, v, typeStr(t))
			}
			if prev, dup := seen[v]; dup {
				return fmt.Errorf("case #%d: duplicate case value %d (in case #%d too)", i, v, prev)
			}
			seen[v] = i
		}
	}
	return nil
}

// enclosingRegionOp walks up from op to the first ancestor accepted by
// stop, within the function, and returns it with the index of its region
// that holds op.
func enclosingRegionOp(op *ir.Operation, stop func(*ir.Operation) bool) (*ir.Operation, int) {
	for r := op.ParentRegion(); r != nil; {
		parent := r.ParentOp()
		if parent == nil || parent.Is(FuncOpName) || parent.HasTrait(ir.IsolatedFromAbove) {
			return nil, -1
		}
		if stop(parent) {
			return parent, r.Index()
		}
		r = parent.ParentRegion()
	}
	return nil, -1
}

func verifyBreak(op *ir.Operation) error {
	target, region := enclosingRegionOp(op, func(p *ir.Operation) bool { return IsLoop(p) || p.Is(SwitchOpName) })
	if target == nil || IsLoop(target) && region != LoopBodyIndex(target) {
		return fmt.Errorf("must be within a loop body or a switch")
	}
	return nil
}

// labelsOf returns the cir.label ops of the function around op by name,
// and the function.
func labelsOf(op *ir.Operation) (map[string][]*ir.Operation, *ir.Operation) {
	fn := op.ParentOfKind(FuncOpName)
	labels := map[string][]*ir.Operation{}
	if fn == nil {
		return labels, nil
	}
	fn.WalkNested(ir.PreOrder, func(l *ir.Operation) ir.WalkResult {
		if l.Is(LabelOpName) {
			name := stringAttr(l, "label")
			labels[name] = append(labels[name], l)
		}
		return ir.Advance
	})
	return labels, fn
}

// regionOwner is the op whose regions a goto may not cross: the
// function, or a construct of another dialect (an omp region becomes a
// function of its own).
func regionOwner(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Is(FuncOpName) || p.Dialect() != op.Dialect() {
			return p
		}
	}
	return nil
}

func verifyLabel(op *ir.Operation) error {
	labels, fn := labelsOf(op)
	if fn == nil {
		return fmt.Errorf("must be inside a cir.func")
	}
	if len(labels[stringAttr(op, "label")]) > 1 {
		return fmt.Errorf("redefinition of label '%s'", stringAttr(op, "label"))
	}
	return nil
}

func verifyGoto(op *ir.Operation) error {
	labels, fn := labelsOf(op)
	if fn == nil {
		return fmt.Errorf("must be inside a cir.func")
	}
	name := stringAttr(op, "label")
	ls := labels[name]
	if len(ls) == 0 {
		return fmt.Errorf("use of undeclared label '%s'", name)
	}
	if regionOwner(ls[0]) != regionOwner(op) {
		return fmt.Errorf("cannot jump to label '%s' across the boundary of '%s'", name, regionOwner(op).Name())
	}
	return nil
}

func verifyContinue(op *ir.Operation) error {
	target, region := enclosingRegionOp(op, IsLoop)
	if target == nil || region != LoopBodyIndex(target) {
		return fmt.Errorf("must be within a loop body")
	}
	return nil
}

func verifyCondition(op *ir.Operation) error {
	parent := op.ParentOp()
	if !IsLoop(parent) || op.ParentRegion().Index() != LoopCondIndex(parent) {
		return fmt.Errorf("must be the terminator of the cond region of a loop ('%s', '%s' or '%s')", ForOpName, WhileOpName, DoOpName)
	}
	return nil
}

func verifyYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if IsLoop(parent) && op.ParentRegion().Index() == LoopCondIndex(parent) {
		return fmt.Errorf("cannot end the cond region of a loop: use '%s'", ConditionOpName)
	}
	want := []ir.Type{}
	if parent.Is(TernaryOpName) {
		want = parent.ResultTypes()
	}
	got := op.OperandTypes()
	if !slices.Equal(got, want) {
		if !parent.Is(TernaryOpName) {
			return fmt.Errorf("yields no value in a '%s', but got %d", parent.Name(), len(got))
		}
		return fmt.Errorf("types (%s) do not match the results of the enclosing '%s' (%s)", typeList(got), TernaryOpName, typeList(want))
	}
	return nil
}

func typeList(ts []ir.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = "'" + typeStr(t) + "'"
	}
	return strings.Join(s, ", ")
}
