// Package cir is a ClangIR-like dialect for C: C's types (integers of each
// width and signedness, bool, floating types, pointers, arrays, records,
// functions), and ops that keep C's structure (scopes, if, loops with
// condition/body/step regions, switch) and C's semantics (casts, integer
// promotions made explicit, pointer arithmetic). The syntax is documented
// in docs/cir.md; convert-cir-to-llvm (lowering/cirtollvm) lowers it.
package cir

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "cir"

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:           Name,
		Description:    "a ClangIR-like dialect for C",
		Ops:            opDefs(),
		ParseType:      parseType,
		ParseAttribute: parseAttribute,

		MaterializeConstant: materializeConstant,
		Interfaces:          []any{inliner{}},
	}
}

// Register registers the cir dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
