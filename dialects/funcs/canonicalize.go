package funcs

import (
	"github.com/strata-ir/strata/ir"
)

// callIndirectCanonicalizations are MLIR 16's patterns of
// func.call_indirect, named as there.
func callIndirectCanonicalizations() []ir.CanonicalizationPattern {
	return []ir.CanonicalizationPattern{
		{Name: "SimplifyIndirectCallWithKnownCallee", Benefit: 1, Rewrite: simplifyIndirectCallWithKnownCallee},
	}
}

// simplifyIndirectCallWithKnownCallee turns a call through a constant
// function reference (func.constant) into a direct func.call.
func simplifyIndirectCallWithKnownCallee(op *ir.Operation, rw ir.Rewriter) bool {
	c, _ := AsCallIndirect(op)
	d := c.Callee().DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false
	}
	ref, ok := d.Attr("value").(ir.SymbolRefAttr)
	if !ok {
		return false
	}
	call := rw.Builder().Create(ir.OperationState{
		Name:        CallOpName,
		Loc:         op.Loc(),
		Operands:    c.Args(),
		ResultTypes: op.ResultTypes(),
		Attributes:  []ir.NamedAttribute{{Name: CalleeAttr, Value: ref}},
	})
	rw.ReplaceOp(op, call.Results())
	return true
}
