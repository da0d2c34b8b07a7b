// Package llvm is MLIR's LLVM dialect with opaque pointers: the level just
// above LLVM IR, which lowering/llvmir translates to LLVM 14 IR.
//
// Types, ops, syntax and verifier messages follow MLIR 16's LLVM dialect for
// the ops it has, so the generic form of what strata prints is accepted by
// mlir-opt-16 and mlir-translate-16.
package llvm

import "github.com/strata-ir/strata/ir"

// Name is the dialect's namespace.
const Name = "llvm"

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:           Name,
		Description:    "MLIR's LLVM dialect (opaque pointers)",
		Ops:            opDefs(),
		ParseType:      parseType,
		ParseAttribute: parseAttribute,
		Interfaces:     []any{inliner{}},
	}
}

// Register registers the llvm dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }
