// Package arith is MLIR's arith dialect: constants, integer and
// floating-point arithmetic, comparisons, select and casts on scalars and,
// elementwise, on vectors and tensors.
//
// Every op has the syntax, verifier messages and folders of MLIR 16's
// arith dialect (in MLIR 16 the comparison predicates are i64 attributes
// in the generic form, and the float ops carry #arith.fastmath flags).
// Passes read ops through the typed wrappers ([AsAddI], [AddIOp.Lhs], ...)
// and build them with the New* helpers.
package arith

import (
	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "arith"

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:                Name,
		Description:         "integer and floating-point arithmetic",
		Ops:                 opDefs(),
		ParseAttribute:      parseAttribute,
		MaterializeConstant: materializeConstant,
		Interfaces:          []any{ir.InlineAll{}},
	}
}

// Register registers the arith dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

// materializeConstant builds an arith.constant of value, when value is a
// constant arith can hold and its type is typ.
func materializeConstant(b *ir.Builder, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
	switch value.(type) {
	case ir.IntegerAttr, ir.FloatAttr, *ir.DenseElementsAttr:
	default:
		return nil
	}
	if attrType(value) != typ {
		return nil
	}
	if it, ok := typ.(ir.IntegerType); ok && !it.IsSignless() {
		return nil
	}
	return NewConstant(b, value, loc).Operation
}
