// Package omplower is the omp_lower dialect: an operation that carries the
// lowering plan the DSL-declared OpenMP lowering chose for one construct
// (runtime, construct, resolved properties, pre/invoke/post actions).
// docs/omp.md describes its syntax.
package omplower

import "github.com/strata-ir/strata/ir"

// Name is the dialect's namespace.
const Name = "omp_lower"

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:           Name,
		Description:    "OpenMP lowering plans",
		Ops:            opDefs(),
		ParseAttribute: parseAttribute,
	}
}

// Register registers the omp_lower dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

// opDefs returns the definitions of the dialect's operations.
func opDefs() []*ir.OpDef { return []*ir.OpDef{planDef()} }
