package cirtollvm

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// Builders of the llvm branch ops that flattening creates. newSwitch has
// no counterpart in dialects/llvm/build.go yet; it builds MLIR 16's
// generic form and belongs there.

func newBr(b *ir.Builder, dest *ir.Block, args []*ir.Value, loc ir.Location) *ir.Operation {
	return llvm.NewBr(b, dest, args, loc)
}

func newCondBr(b *ir.Builder, cond *ir.Value, t, f *ir.Block, loc ir.Location) *ir.Operation {
	return llvm.NewCondBr(b, cond, t, nil, f, nil, loc)
}

// newSwitch builds `llvm.switch %v : t, ^default [values[i]: ^dests[i]]`
// without block operands, as MLIR 16 spells it in generic form:
// successors default then cases, `case_values` a dense vector of t,
// `case_operand_segments` and `operand_segment_sizes`.
func newSwitch(b *ir.Builder, v *ir.Value, t ir.Type, def *ir.Block, values []int64, dests []*ir.Block, loc ir.Location) *ir.Operation {
	segments := make([]int64, len(values))
	attrs := []ir.NamedAttribute{
		{Name: "case_operand_segments", Value: b.Ctx.DenseIntArray(ir.I32, segments)},
		{Name: ir.OperandSegmentSizesAttr, Value: b.Ctx.DenseIntArray(ir.I32, []int64{1, 0, 0})},
	}
	if len(values) > 0 {
		elems := make([]ir.Attribute, len(values))
		for i, c := range values {
			elems[i] = ir.IntAttr(t, c)
		}
		vt := b.Ctx.VectorType([]int64{int64(len(values))}, nil, t)
		attrs = append(attrs, ir.NamedAttribute{Name: "case_values", Value: b.Ctx.DenseElements(vt, elems)})
	}
	return b.Create(ir.OperationState{Name: llvm.SwitchOpName, Loc: loc, Operands: []*ir.Value{v},
		Successors: append([]*ir.Block{def}, dests...), Attributes: attrs})
}
