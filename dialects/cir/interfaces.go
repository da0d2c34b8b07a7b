package cir

import (
	"github.com/strata-ir/strata/ir"
)

// functionModel is cir.func's FunctionOpInterface: its type is a
// !cir.func, whose void result is no result.
var functionModel = ir.FunctionModel{Decode: func(t ir.Type) (ir.Signature, bool) {
	ft, ok := t.(FuncType)
	if !ok {
		return ir.Signature{}, false
	}
	sig := ir.Signature{Inputs: ft.Params(), Variadic: ft.VarArg}
	if ft.HasResult() {
		sig.Results = []ir.Type{ft.Result}
	}
	return sig, true
}}

// callModel is cir.call's CallOpInterface.
var callModel = ir.CallModel{CalleeAttr: CalleeAttr}

// inliner is the cir dialect's DialectInliner. cir's control flow is
// structured, so a function's body is one block ending in its
// cir.return, which the inliner replaces with the returned value. A
// cir.return nested in an if, a loop or a scope returns from the whole
// function, which no value replacement can express: a callee with one is
// not inlined, nor is one with C's goto and labels (labels are unique
// in a function), nor one that calls va_start. The callee's allocas may land inside a loop of the caller;
// convert-cir-to-llvm hoists every alloca to the entry block, as C's
// storage of locals requires.
type inliner struct{}

func (inliner) IsLegalToInline(op *ir.Operation) bool {
	if op.Is(LabelOpName) || op.Is(GotoOpName) {
		// Labels are unique per function: a second copy of the callee in
		// one caller would define them twice (and a goto is only ever a
		// jump within its own function).
		return false
	}
	if op.Is(VaStartOpName) {
		// va_start reads the arguments of the call of its own function,
		// which an inlined copy no longer has (LLVM never inlines it).
		return false
	}
	if op.Is(ReturnOpName) {
		parent := op.ParentOp()
		return parent != nil && parent.Is(FuncOpName)
	}
	return true
}
