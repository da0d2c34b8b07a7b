package funcs

import (
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/ir"
)

// The func dialect's ops implement the call and function interfaces, and
// the dialect lets the inliner move all of its ops, as MLIR's
// FuncInlinerInterface does.

// functionModel is func.func's FunctionOpInterface: its type is a builtin
// function type.
var functionModel = ir.FunctionModel{Decode: func(t ir.Type) (ir.Signature, bool) {
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return ir.Signature{}, false
	}
	return ir.Signature{Inputs: ft.Inputs(), Results: ft.Results()}, true
}}

// callModel is the CallOpInterface of func.call and func.call_indirect.
var callModel = ir.CallModel{CalleeAttr: CalleeAttr}

// inliner is the func dialect's DialectInliner.
type inliner struct{}

func (inliner) IsLegalToInline(*ir.Operation) bool { return true }

// ReplaceReturnWithBranch turns a func.return copied into a caller into a
// cf.br to the rest of the caller's block.
func (inliner) ReplaceReturnWithBranch(b *ir.Builder, ret *ir.Operation, dest *ir.Block) {
	cf.NewBr(b, dest, ret.Operands(), ret.Loc())
	ret.Erase()
}
