// Package omp is MLIR's OpenMP dialect: parallel regions, work-sharing
// loops, synchronization, tasks and the target (offload) family, in the
// shape and custom syntax of upstream MLIR.
package omp

import "github.com/strata-ir/strata/ir"

// Name is the dialect's namespace.
const Name = "omp"

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:           Name,
		Description:    "OpenMP",
		Ops:            opDefs(),
		ParseType:      parseType,
		ParseAttribute: parseAttribute,
	}
}

// Register registers the omp dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

// opDefs returns the definitions of the dialect's operations.
func opDefs() []*ir.OpDef {
	defs := customDefs()
	for _, s := range clauseSpecs() {
		defs = append(defs, s.def())
	}
	return defs
}
