package llvm

import (
	"github.com/strata-ir/strata/ir"
)

// callModel is llvm.call's CallOpInterface: a direct call names its
// callee, an indirect one calls its first operand.
var callModel = ir.CallModel{CalleeAttr: CalleeAttr}

// inliner is the llvm dialect's DialectInliner. It allows what MLIR 16's
// LLVM inliner allows, so that `--inline` agrees with mlir-opt-16: the
// ops without memory effects, loads, stores, calls and the branches and
// return; anything else (alloca, atomics, fences, memory intrinsics,
// unreachable) keeps its function from being inlined, as does a callee
// marked `noinline`.
type inliner struct{}

func (inliner) IsLegalToInline(op *ir.Operation) bool {
	if op.HasTrait(ir.Pure) {
		return true
	}
	switch op.Name() {
	case CallOpName, LoadOpName, StoreOpName, BrOpName, CondBrOpName, SwitchOpName, ReturnOpName:
		return true
	}
	return false
}

func (inliner) IsLegalToInlineCall(_, callee *ir.Operation) bool {
	passthrough, _ := callee.Attr("passthrough").(*ir.ArrayAttr)
	if passthrough == nil {
		return true
	}
	for _, a := range passthrough.Elems() {
		if s, ok := a.(ir.StringAttr); ok && s.Value == "noinline" {
			return false
		}
	}
	return true
}

// ReplaceReturnWithBranch turns an llvm.return copied into a caller into
// an llvm.br to the rest of the caller's block.
func (inliner) ReplaceReturnWithBranch(b *ir.Builder, ret *ir.Operation, dest *ir.Block) {
	NewBr(b, dest, ret.Operands(), ret.Loc())
	ret.Erase()
}
