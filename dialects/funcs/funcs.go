// Package funcs is MLIR's func dialect: func.func, func.call,
// func.call_indirect, func.return and func.constant.
//
// The package is named funcs because func is a Go keyword; the operation
// names are MLIR's ("func.func", ...). Attribute names are MLIR 16's:
// function_type, sym_name, sym_visibility, arg_attrs and res_attrs.
package funcs

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "func"

// Operation names.
const (
	FuncOpName         = "func.func"
	CallOpName         = "func.call"
	CallIndirectOpName = "func.call_indirect"
	ReturnOpName       = "func.return"
	ConstantOpName     = "func.constant"
)

// Attribute names.
const (
	FunctionTypeAttr = ir.FunctionTypeAttr
	ArgAttrsAttr     = ir.ArgAttrsAttr
	ResAttrsAttr     = ir.ResAttrsAttr
	CalleeAttr       = "callee"
)

// arrayOfDicts is MLIR's DictArrayAttr constraint.
var arrayOfDicts = ir.AttrConstraint{Desc: "Array of dictionary attributes", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems() {
		if _, ok := e.(*ir.DictionaryAttr); !ok {
			return false
		}
	}
	return true
}}

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:                Name,
		Description:         "functions, calls and returns",
		MaterializeConstant: materializeConstant,
		Interfaces:          []any{inliner{}},
		Ops: []*ir.OpDef{
			{
				Name:           FuncOpName,
				Summary:        "an operation with a name containing a single SSACFG region",
				DefaultDialect: Name,
				Attributes: []ir.AttrDef{
					{Name: ir.SymbolNameAttr, Constraint: ir.SymbolNameAttrC},
					{Name: FunctionTypeAttr, Constraint: ir.FunctionTypeAttrC},
					{Name: ir.SymbolVisibilityAttr, Constraint: ir.StringAttrC, Optional: true},
					{Name: ArgAttrsAttr, Constraint: arrayOfDicts, Optional: true},
					{Name: ResAttrsAttr, Constraint: arrayOfDicts, Optional: true},
				},
				Regions:    []ir.RegionDef{{Name: "body"}},
				Traits:     []ir.Trait{ir.Symbol, ir.IsolatedFromAbove},
				Verify:     verifyFunc,
				Parse:      parseFunc,
				Print:      printFunc,
				Interfaces: []any{functionModel},
			},
			{
				Name:             CallOpName,
				Summary:          "call operation",
				Operands:         []ir.OperandDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
				Results:          []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Attributes:       []ir.AttrDef{{Name: CalleeAttr, Constraint: ir.FlatSymbolRefAttrC}},
				Format:           "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
				VerifySymbolUses: verifyCall,
				Interfaces:       []any{callModel},
			},
			{
				Name:    CallIndirectOpName,
				Summary: "indirect call operation",
				Operands: []ir.OperandDef{
					{Name: "callee", Type: ir.AnyFunctionType},
					{Name: "callee_operands", Type: ir.AnyType, Arity: ir.Variadic},
				},
				Results:      []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Verify:       verifyCallIndirect,
				Parse:        parseCallIndirect,
				Print:        printCallIndirect,
				Canonicalize: callIndirectCanonicalizations(),
				Interfaces:   []any{callModel},
			},
			{
				Name:     ReturnOpName,
				Summary:  "function return operation",
				Operands: []ir.OperandDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
				Traits:   []ir.Trait{ir.Pure, ir.Terminator, ir.ReturnLike, ir.HasParent(FuncOpName)},
				Format:   "attr-dict ($operands^ `:` type($operands))?",
				Verify:   verifyReturn,
			},
			{
				Name:             ConstantOpName,
				Summary:          "constant",
				Results:          []ir.ResultDef{{Name: "result", Type: ir.AnyType}},
				Attributes:       []ir.AttrDef{{Name: "value", Constraint: ir.FlatSymbolRefAttrC}},
				Traits:           []ir.Trait{ir.Pure, ir.ConstantLike},
				Format:           "attr-dict $value `:` type(results)",
				VerifySymbolUses: verifyConstant,
				Fold:             foldConstant,
				Interfaces:       []any{valueAttrConstant{}},
				AsmResultNames:   func(*ir.Operation) []string { return []string{"f"} },
			},
		},
	}
}

// Register registers the func dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

func verifyFunc(op *ir.Operation) error {
	fn := FuncOp{op}
	ft := fn.FunctionType()
	if arr, ok := op.Attr(ArgAttrsAttr).(*ir.ArrayAttr); ok && len(arr.Elems()) != len(ft.Inputs()) {
		return fmt.Errorf("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d",
			len(arr.Elems()), len(ft.Inputs()))
	}
	if arr, ok := op.Attr(ResAttrsAttr).(*ir.ArrayAttr); ok && len(arr.Elems()) != len(ft.Results()) {
		return fmt.Errorf("expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d",
			len(arr.Elems()), len(ft.Results()))
	}
	if fn.IsDeclaration() {
		if !ir.IsPrivateSymbol(op) && fn.Visibility() != "nested" {
			return fmt.Errorf("symbol declaration cannot have public visibility")
		}
		return nil
	}
	entry := fn.Body().First()
	if entry.NumArguments() != len(ft.Inputs()) {
		return fmt.Errorf("entry block must have %d arguments to match function signature", len(ft.Inputs()))
	}
	for i, t := range ft.Inputs() {
		if at := entry.Argument(i).Type(); at != t {
			return fmt.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, ir.TypeString(at), ir.TypeString(t))
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	fn, ok := AsFunc(op.ParentOp())
	if !ok {
		return nil // HasParent reports it
	}
	results := fn.FunctionType().Results()
	if op.NumOperands() != len(results) {
		return fmt.Errorf("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), fn.Name(), len(results))
	}
	for i, t := range results {
		if ot := op.Operand(i).Type(); ot != t {
			// MLIR words this one as a plain error, without the op prefix.
			return ir.Errorf(op.Loc(), "type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
				i, ir.TypeString(ot), ir.TypeString(t), fn.Name())
		}
	}
	return nil
}

// lookupFunc resolves a callee reference from op. Symbol uses are checked
// only within a symbol table, as MLIR checks them when it verifies the
// table: a function verified on its own may call functions it cannot see.
func lookupFunc(op *ir.Operation, symbols *ir.SymbolTableCollection, ref ir.SymbolRefAttr) (fn FuncOp, checked bool) {
	if ir.NearestSymbolTable(op) == nil {
		return FuncOp{}, false
	}
	f, _ := AsFunc(symbols.LookupNearestSymbolFrom(op, ref))
	return f, true
}

func verifyCall(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref, _ := op.Attr(CalleeAttr).(ir.SymbolRefAttr)
	fn, checked := lookupFunc(op, symbols, ref)
	if !checked {
		return nil
	}
	if fn.Operation == nil {
		return fmt.Errorf("'%s' does not reference a valid function", ref.Leaf())
	}
	ft := fn.FunctionType()
	if len(ft.Inputs()) != op.NumOperands() {
		return fmt.Errorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs() {
		if ot := op.Operand(i).Type(); ot != t {
			return fmt.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				ir.TypeString(t), ir.TypeString(ot), i)
		}
	}
	if len(ft.Results()) != op.NumResults() {
		return fmt.Errorf("incorrect number of results for callee")
	}
	for i, t := range ft.Results() {
		if op.Result(i).Type() != t {
			return op.Errorf("result type mismatch at index %d", i).
				AttachNote(nil, "      op result types: %s", quotedTypes(op.ResultTypes())).
				AttachNote(nil, "function result types: %s", quotedTypes(ft.Results()))
		}
	}
	return nil
}

func quotedTypes(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += "'" + ir.TypeString(t) + "'"
	}
	return s
}

func verifyCallIndirect(op *ir.Operation) error {
	ft := op.Operand(0).Type().(*ir.FunctionType)
	if !typesEqual(ft.Inputs(), op.OperandTypes()[1:]) {
		return fmt.Errorf("failed to verify that callee input types match argument types")
	}
	if !typesEqual(ft.Results(), op.ResultTypes()) {
		return fmt.Errorf("failed to verify that callee result types match result types")
	}
	return nil
}

func verifyConstant(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref, _ := op.Attr("value").(ir.SymbolRefAttr)
	fn, checked := lookupFunc(op, symbols, ref)
	if !checked {
		return nil
	}
	if fn.Operation == nil {
		return fmt.Errorf("reference to undefined function '%s'", ref.Leaf())
	}
	if ir.Type(fn.FunctionType()) != op.Result(0).Type() {
		return fmt.Errorf("reference to function with mismatched type")
	}
	return nil
}

func foldConstant(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
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

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
