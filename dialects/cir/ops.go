package cir

import (
	"github.com/strata-ir/strata/ir"
)

// Operation names.
const (
	FuncOpName      = "cir.func"
	ReturnOpName    = "cir.return"
	CallOpName      = "cir.call"
	AllocaOpName    = "cir.alloca"
	LoadOpName      = "cir.load"
	StoreOpName     = "cir.store"
	GlobalOpName    = "cir.global"
	GetGlobalOpName = "cir.get_global"
	PtrStrideOpName = "cir.ptr_stride"
	GetMemberOpName = "cir.get_member"
	ConstOpName     = "cir.const"
	BinOpName       = "cir.binop"
	UnaryOpName     = "cir.unary"
	CmpOpName       = "cir.cmp"
	CastOpName      = "cir.cast"
	SelectOpName    = "cir.select"
	TernaryOpName   = "cir.ternary"
	ScopeOpName     = "cir.scope"
	IfOpName        = "cir.if"
	ForOpName       = "cir.for"
	WhileOpName     = "cir.while"
	DoOpName        = "cir.do"
	SwitchOpName    = "cir.switch"
	BreakOpName     = "cir.break"
	LabelOpName     = "cir.label"
	GotoOpName      = "cir.goto"
	ContinueOpName  = "cir.continue"
	ConditionOpName = "cir.condition"
	YieldOpName     = "cir.yield"
	VaStartOpName   = "cir.va.start"
	VaEndOpName     = "cir.va.end"
	VaCopyOpName    = "cir.va.copy"
	VaArgOpName     = "cir.va.arg"
)

// Attribute names the ops share.
const (
	FunctionTypeAttr = ir.FunctionTypeAttr
	LinkageAttr      = "linkage"
	CalleeAttr       = "callee"
	KindAttr         = "kind"
	VolatileAttr     = "volatile"
	// ExternAttr marks a cir.global that only declares a global defined
	// elsewhere (C's `extern int x;`): it has no initial value.
	ExternAttr = "extern"
	// TLSAttr marks a cir.global of which each thread has its own copy
	// (C's _Thread_local, OpenMP's threadprivate).
	TLSAttr          = "tls"
	AlignmentAttr    = "alignment"
	SymTypeAttr      = "sym_type"
	InitialValueAttr = "initial_value"
	ConstantAttr     = "constant"
	CasesAttr        = "cases"
)

// ControlResource is the resource that the terminators leaving a region
// early (cir.return, cir.break, cir.continue) write. The write is not to
// memory: it makes the region ops holding them effectful, so that a
// cir.if whose then region only returns is not erased as dead.
const ControlResource = "cir.control"

// Type constraints.
var (
	cirInt   = ir.TypeConstraint{Desc: "cir integer", Pred: IsIntegral}
	cirBool  = ir.TypeConstraint{Desc: "cir bool", Pred: func(t ir.Type) bool { return t == ir.Type(Bool) }, Buildable: Bool}
	cirPtr   = ir.TypeConstraint{Desc: "cir pointer", Pred: IsPointer}
	cirValue = ir.TypeConstraint{Desc: "cir value type", Pred: isValueType}
)

// isValueType reports whether t is a cir type a value may have: any but
// void and function types (a function is reached through a pointer).
func isValueType(t ir.Type) bool {
	switch t.(type) {
	case VoidType, FuncType:
		return false
	}
	return IsCIRType(t)
}

// Attribute constraints.
var (
	funcTypeAttrC = ir.AttrConstraint{Desc: "type attribute of cir function type", Pred: func(a ir.Attribute) bool {
		ta, ok := a.(ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = ta.Type.(FuncType)
		return ok
	}}
	valueTypeAttrC = ir.AttrConstraint{Desc: "type attribute of a cir value type", Pred: func(a ir.Attribute) bool {
		ta, ok := a.(ir.TypeAttr)
		return ok && isValueType(ta.Type)
	}}
	constAttrC = ir.AttrConstraint{Desc: "cir constant attribute", Pred: IsConstAttr}
	unitAttrC  = ir.UnitAttrC
	casesAttrC = ir.ArrayAttrC
)

// IsConstAttr reports whether a is one of the dialect's constants.
func IsConstAttr(a ir.Attribute) bool {
	switch a.(type) {
	case IntAttr, FPAttr, BoolAttr, NullAttr, ZeroAttr, ConstArrayAttr, ConstStructAttr, GlobalViewAttr:
		return true
	}
	return false
}

// The region ops a cir.yield may end a region of.
var yieldParents = []string{ScopeOpName, IfOpName, ForOpName, WhileOpName, DoOpName, SwitchOpName, TernaryOpName}

// opDefs returns the definitions of the dialect's operations.
func opDefs() []*ir.OpDef {
	anyRegion := ir.RegionDef{MinBlocks: 1}
	named := func(name string) ir.RegionDef { r := anyRegion; r.Name = name; return r }
	return []*ir.OpDef{
		// The variable argument list of a variadic function: each op takes
		// the address of the target's va_list object (x86-64's 24-byte
		// __va_list_tag), as ClangIR's ops of these names do.
		{
			Name:     VaStartOpName,
			Summary:  "start reading the variable arguments (C's va_start)",
			Operands: []ir.OperandDef{{Name: "arg_list", Type: cirPtr}},
			Effects:  vaEffects,
			Format:   "$arg_list attr-dict `:` type($arg_list)",
		},
		{
			Name:     VaEndOpName,
			Summary:  "stop reading the variable arguments (C's va_end)",
			Operands: []ir.OperandDef{{Name: "arg_list", Type: cirPtr}},
			Effects:  vaEffects,
			Format:   "$arg_list attr-dict `:` type($arg_list)",
		},
		{
			Name:     VaCopyOpName,
			Summary:  "copy the state of a variable argument list (C's va_copy)",
			Operands: []ir.OperandDef{{Name: "src_list", Type: cirPtr}, {Name: "dst_list", Type: cirPtr}},
			Effects:  vaEffects,
			Format:   "$src_list `to` $dst_list attr-dict `:` type($src_list) `,` type($dst_list)",
		},
		{
			Name:     VaArgOpName,
			Summary:  "the next variable argument, of the result's type (C's va_arg)",
			Operands: []ir.OperandDef{{Name: "arg_list", Type: cirPtr}},
			Results:  []ir.ResultDef{{Name: "result", Type: cirValue}},
			Effects:  vaEffects,
			Format:   "$arg_list attr-dict `:` functional-type($arg_list, $result)",
		},
		// Functions and calls.
		{
			Name:    FuncOpName,
			Summary: "a C function",
			Attributes: []ir.AttrDef{
				{Name: ir.SymbolNameAttr, Constraint: ir.SymbolNameAttrC},
				{Name: FunctionTypeAttr, Constraint: funcTypeAttrC},
				{Name: ir.SymbolVisibilityAttr, Constraint: ir.StringAttrC, Optional: true},
				{Name: LinkageAttr, Constraint: kindAttrC(InternalLinkage, ExternalLinkage), Optional: true},
			},
			Regions:    []ir.RegionDef{{Name: "body"}},
			Traits:     []ir.Trait{ir.Symbol, ir.IsolatedFromAbove},
			Verify:     verifyFunc,
			Parse:      parseFuncOp,
			Print:      printFuncOp,
			Interfaces: []any{functionModel},
		},
		{
			Name:     ReturnOpName,
			Summary:  "return from the enclosing function",
			Operands: []ir.OperandDef{{Name: "input", Type: cirValue, Arity: ir.Optional}},
			Traits:   []ir.Trait{ir.Terminator},
			Effects:  controlEffects,
			Verify:   verifyReturn,
			Format:   "($input^ `:` type($input))? attr-dict",
		},
		{
			Name:             CallOpName,
			Summary:          "a direct or indirect call",
			Operands:         []ir.OperandDef{{Name: "operands", Type: cirValue, Arity: ir.Variadic}},
			Results:          []ir.ResultDef{{Name: "result", Type: cirValue, Arity: ir.Optional}},
			Attributes:       []ir.AttrDef{{Name: CalleeAttr, Constraint: ir.FlatSymbolRefAttrC, Optional: true}},
			Verify:           verifyCall,
			VerifySymbolUses: verifyCallSymbol,
			Parse:            parseCall,
			Print:            printCall,
			Interfaces:       []any{callModel},
		},

		// Memory.
		{
			Name:    AllocaOpName,
			Summary: "a local variable's storage",
			Results: []ir.ResultDef{{Name: "addr", Type: cirPtr}},
			Attributes: []ir.AttrDef{
				{Name: "allocaType", Constraint: valueTypeAttrC},
				{Name: "name", Constraint: ir.StringAttrC},
				{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
			},
			Effects: allocaEffects,
			Verify:  verifyAlloca,
			Parse:   parseAlloca,
			Print:   printAlloca,
		},
		{
			Name:       LoadOpName,
			Summary:    "load a value through a pointer",
			Operands:   []ir.OperandDef{{Name: "addr", Type: cirPtr}},
			Results:    []ir.ResultDef{{Name: "result", Type: cirValue}},
			Attributes: []ir.AttrDef{{Name: VolatileAttr, Constraint: unitAttrC, Optional: true}},
			Effects:    loadEffects,
			Verify:     verifyLoad,
			Format:     "(`volatile` $volatile^)? $addr attr-dict `:` type($addr) `,` type($result)",
		},
		{
			Name:       StoreOpName,
			Summary:    "store a value through a pointer",
			Operands:   []ir.OperandDef{{Name: "value", Type: cirValue}, {Name: "addr", Type: cirPtr}},
			Attributes: []ir.AttrDef{{Name: VolatileAttr, Constraint: unitAttrC, Optional: true}},
			Effects:    storeEffects,
			Verify:     verifyStore,
			Format:     "(`volatile` $volatile^)? $value `,` $addr attr-dict `:` type($value) `,` type($addr)",
		},
		{
			Name:    GlobalOpName,
			Summary: "a global variable",
			Attributes: []ir.AttrDef{
				{Name: ir.SymbolNameAttr, Constraint: ir.SymbolNameAttrC},
				{Name: SymTypeAttr, Constraint: valueTypeAttrC},
				{Name: InitialValueAttr, Constraint: constAttrC, Optional: true},
				{Name: ConstantAttr, Constraint: unitAttrC, Optional: true},
				{Name: LinkageAttr, Constraint: kindAttrC[Linkage](), Default: LinkageKindAttr{ExternalLinkage}},
				{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
				{Name: TLSAttr, Constraint: unitAttrC, Optional: true},
			},
			Traits: []ir.Trait{ir.Symbol},
			Verify: verifyGlobal,
			Parse:  parseGlobal,
			Print:  printGlobal,
		},
		{
			Name:             GetGlobalOpName,
			Summary:          "the address of a global or a function",
			Results:          []ir.ResultDef{{Name: "addr", Type: cirPtr}},
			Attributes:       []ir.AttrDef{{Name: "name", Constraint: ir.FlatSymbolRefAttrC}},
			Traits:           []ir.Trait{ir.Pure},
			VerifySymbolUses: verifyGetGlobalSymbol,
			Format:           "$name attr-dict `:` type($addr)",
		},
		{
			Name:     PtrStrideOpName,
			Summary:  "pointer arithmetic: &base[stride]",
			Operands: []ir.OperandDef{{Name: "base", Type: cirPtr}, {Name: "stride", Type: cirInt}},
			Results:  []ir.ResultDef{{Name: "result", Type: cirPtr}},
			Traits:   []ir.Trait{ir.Pure},
			Verify:   verifyPtrStride,
			Format:   "`(` $base `:` type($base) `,` $stride `:` type($stride) `)` `,` type($result) attr-dict",
		},
		{
			Name:     GetMemberOpName,
			Summary:  "the address of a record's member",
			Operands: []ir.OperandDef{{Name: "addr", Type: cirPtr}},
			Results:  []ir.ResultDef{{Name: "result", Type: cirPtr}},
			Attributes: []ir.AttrDef{
				{Name: "index", Constraint: ir.I64AttrC, Asm: ir.AttrAsm{Type: ir.I64}},
				{Name: "name", Constraint: ir.StringAttrC, Optional: true},
			},
			Traits: []ir.Trait{ir.Pure},
			Verify: verifyGetMember,
			Format: "$addr `[` $index `]` attr-dict `:` type($addr) `->` type($result)",
		},

		// Values.
		{
			Name:       ConstOpName,
			Summary:    "a constant",
			Results:    []ir.ResultDef{{Name: "result", Type: cirValue}},
			Attributes: []ir.AttrDef{{Name: "value", Constraint: constAttrC}},
			Traits:     []ir.Trait{ir.Pure, ir.ConstantLike, ir.AllTypesMatch("value", "result")},
			Verify:     verifyConst,
			Fold:       foldConst,
			Interfaces: []any{valueAttrConstant{}},
			Format:     "$value attr-dict",
		},
		{
			Name:         BinOpName,
			Summary:      "a binary arithmetic or bitwise operation",
			Operands:     []ir.OperandDef{{Name: "lhs", Type: cirValue}, {Name: "rhs", Type: cirValue}},
			Results:      []ir.ResultDef{{Name: "result", Type: cirValue}},
			Attributes:   []ir.AttrDef{{Name: KindAttr, Constraint: kindAttrC[BinOpKind]()}},
			Traits:       []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Speculatable: binOpSpeculatability,
			Verify:       verifyBinOp,
			Parse:        parseBinOp,
			Print:        printBinOp,
		},
		{
			Name:       UnaryOpName,
			Summary:    "a unary operation",
			Operands:   []ir.OperandDef{{Name: "input", Type: cirValue}},
			Results:    []ir.ResultDef{{Name: "result", Type: cirValue}},
			Attributes: []ir.AttrDef{{Name: KindAttr, Constraint: kindAttrC[UnaryKind]()}},
			Traits:     []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Verify:     verifyUnary,
			Parse:      parseUnary,
			Print:      printUnary,
		},
		{
			Name:       CmpOpName,
			Summary:    "a comparison",
			Operands:   []ir.OperandDef{{Name: "lhs", Type: cirValue}, {Name: "rhs", Type: cirValue}},
			Results:    []ir.ResultDef{{Name: "result", Type: cirBool}},
			Attributes: []ir.AttrDef{{Name: KindAttr, Constraint: kindAttrC[CmpKind]()}},
			Traits:     []ir.Trait{ir.Pure},
			Verify:     verifyCmp,
			Parse:      parseCmp,
			Print:      printCmp,
		},
		{
			Name:       CastOpName,
			Summary:    "a conversion between types",
			Operands:   []ir.OperandDef{{Name: "src", Type: cirValue}},
			Results:    []ir.ResultDef{{Name: "result", Type: cirValue}},
			Attributes: []ir.AttrDef{{Name: KindAttr, Constraint: kindAttrC[CastKind]()}},
			Traits:     []ir.Trait{ir.Pure},
			Verify:     verifyCast,
			Parse:      parseCast,
			Print:      printCast,
		},
		{
			Name:    SelectOpName,
			Summary: "choose between two evaluated values",
			Operands: []ir.OperandDef{
				{Name: "condition", Type: cirBool},
				{Name: "true_value", Type: cirValue},
				{Name: "false_value", Type: cirValue},
			},
			Results: []ir.ResultDef{{Name: "result", Type: cirValue}},
			Traits:  []ir.Trait{ir.Pure, ir.AllTypesMatch("true_value", "false_value", "result")},
			Format: "`if` $condition `then` $true_value `else` $false_value attr-dict `:` " +
				"`(` type($condition) `,` type($true_value) `,` type($false_value) `)` `->` type($result)",
		},
		{
			Name:     TernaryOpName,
			Summary:  "C's ?: : only the chosen region runs",
			Operands: []ir.OperandDef{{Name: "cond", Type: cirBool}},
			Results:  []ir.ResultDef{{Name: "result", Type: cirValue, Arity: ir.Optional}},
			Regions:  []ir.RegionDef{named("trueRegion"), named("falseRegion")},
			Traits:   []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:    parseTernary,
			Print:    printTernary,
		},

		// Structured control flow.
		{
			Name:    ScopeOpName,
			Summary: "a C compound statement",
			Regions: []ir.RegionDef{named("scopeRegion")},
			Traits:  []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:   parseScope,
			Print:   printScope,
		},
		{
			Name:     IfOpName,
			Summary:  "C's if statement",
			Operands: []ir.OperandDef{{Name: "condition", Type: cirBool}},
			Regions:  []ir.RegionDef{named("thenRegion"), {Name: "elseRegion"}},
			Traits:   []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:    parseIf,
			Print:    printIf,
		},
		{
			Name:    ForOpName,
			Summary: "C's for loop",
			Regions: []ir.RegionDef{named("cond"), named("body"), named("step")},
			Traits:  []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:   parseFor,
			Print:   printFor,
		},
		{
			Name:    WhileOpName,
			Summary: "C's while loop",
			Regions: []ir.RegionDef{named("cond"), named("body")},
			Traits:  []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:   parseWhile,
			Print:   printWhile,
		},
		{
			Name:    DoOpName,
			Summary: "C's do-while loop",
			Regions: []ir.RegionDef{named("body"), named("cond")},
			Traits:  []ir.Trait{ir.RecursiveMemoryEffects},
			Parse:   parseDo,
			Print:   printDo,
		},
		{
			Name:       SwitchOpName,
			Summary:    "C's switch statement",
			Operands:   []ir.OperandDef{{Name: "condition", Type: cirInt}},
			Attributes: []ir.AttrDef{{Name: CasesAttr, Constraint: casesAttrC}},
			Regions:    []ir.RegionDef{{Name: "regions", Arity: ir.Variadic, MinBlocks: 1}},
			Traits:     []ir.Trait{ir.RecursiveMemoryEffects},
			Verify:     verifySwitch,
			Parse:      parseSwitch,
			Print:      printSwitch,
		},
		{
			Name:    BreakOpName,
			Summary: "leave the innermost loop or switch",
			Traits:  []ir.Trait{ir.Terminator},
			Effects: controlEffects,
			Verify:  verifyBreak,
			Format:  "attr-dict",
		},
		{
			Name:       LabelOpName,
			Summary:    "a label: where a cir.goto of the same function goes",
			Attributes: []ir.AttrDef{{Name: "label", Constraint: ir.StringAttrC}},
			Traits:     []ir.Trait{ir.JumpTarget},
			Effects:    controlEffects,
			Verify:     verifyLabel,
			Format:     "$label attr-dict",
		},
		{
			Name:       GotoOpName,
			Summary:    "C's goto: jump to the label of the same function",
			Attributes: []ir.AttrDef{{Name: "label", Constraint: ir.StringAttrC}},
			Traits:     []ir.Trait{ir.Terminator},
			Effects:    controlEffects,
			Verify:     verifyGoto,
			Format:     "$label attr-dict",
		},
		{
			Name:    ContinueOpName,
			Summary: "go to the next iteration of the innermost loop",
			Traits:  []ir.Trait{ir.Terminator},
			Effects: controlEffects,
			Verify:  verifyContinue,
			Format:  "attr-dict",
		},
		{
			Name:     ConditionOpName,
			Summary:  "whether a loop goes on",
			Operands: []ir.OperandDef{{Name: "condition", Type: cirBool}},
			Traits:   []ir.Trait{ir.Pure, ir.Terminator},
			Verify:   verifyCondition,
			Format:   "`(` $condition `)` attr-dict",
		},
		{
			Name:     YieldOpName,
			Summary:  "end a region, yielding a ternary's value",
			Operands: []ir.OperandDef{{Name: "args", Type: cirValue, Arity: ir.Variadic}},
			Traits:   []ir.Trait{ir.Pure, ir.Terminator, ir.HasParent(yieldParents...)},
			Verify:   verifyYield,
			Format:   "($args^ `:` type($args))? attr-dict",
		},
	}
}

// vaEffects: the va ops read and write the va_list object.
func vaEffects(op *ir.Operation) []ir.MemoryEffect {
	var e []ir.MemoryEffect
	for _, v := range op.Operands() {
		e = append(e, ir.MemoryEffect{Kind: ir.EffectRead, Value: v}, ir.MemoryEffect{Kind: ir.EffectWrite, Value: v})
	}
	return e
}

func controlEffects(*ir.Operation) []ir.MemoryEffect {
	return []ir.MemoryEffect{{Kind: ir.EffectWrite, Resource: ControlResource}}
}

func allocaEffects(op *ir.Operation) []ir.MemoryEffect {
	return []ir.MemoryEffect{{Kind: ir.EffectAllocate, Value: op.Result(0)}}
}

// loadEffects: a load reads its address; a volatile one also counts as a
// write, so that it is neither erased nor merged with another load.
func loadEffects(op *ir.Operation) []ir.MemoryEffect {
	addr := op.Operand(0)
	effects := []ir.MemoryEffect{{Kind: ir.EffectRead, Value: addr}}
	if op.HasAttr(VolatileAttr) {
		effects = append(effects, ir.MemoryEffect{Kind: ir.EffectWrite, Value: addr})
	}
	return effects
}

func storeEffects(op *ir.Operation) []ir.MemoryEffect {
	return []ir.MemoryEffect{{Kind: ir.EffectWrite, Value: op.Operand(1)}}
}

// binOpSpeculatability: integer division by zero is undefined, so an
// integer div or rem may not run where the program would not run it.
func binOpSpeculatability(op *ir.Operation) ir.Speculatability {
	kind, _ := kindOf[BinOpKind](op)
	if (kind == BinDiv || kind == BinRem) && op.NumOperands() > 0 && IsIntegral(op.Operand(0).Type()) {
		return ir.NotSpeculatable
	}
	return ir.Speculatable
}

func foldConst(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if v := op.Attr("value"); v != nil {
		return []ir.FoldResult{{Attr: v}}
	}
	return nil
}

// valueAttrConstant is the constant's model of rewrite.ConstantAttrOp: its
// fold returns its "value" attribute, which the folder can then read
// without running the fold (and allocating its result) for every use.
type valueAttrConstant struct{}

func (valueAttrConstant) ConstantAttr(op *ir.Operation) ir.Attribute { return op.Attr("value") }

// materializeConstant makes the cir.const producing a folded cir constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
	ta, ok := value.(ir.TypedAttr)
	if !ok || !IsConstAttr(value) || ta.AttrType() != typ {
		return nil
	}
	return NewConst(b, value, loc).Operation
}
