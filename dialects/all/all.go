// Package all registers every dialect strata defines, for tools and tests
// that work on whole programs.
//
// The dialects are MLIR 16's builtin, func, arith, cf, scf, llvm and omp,
// strata's cir (C), omp_lower (OpenMP lowering plans) and offload
// (runtime-neutral target offload), one package each under dialects/ (the
// func dialect's package is funcs, func being a Go keyword). Each package holds its op definitions, typed views (AsX,
// XOp), builders (NewX), and a testdata directory of programs that the
// round-trip tests read, with invalid*.mlir files of annotated verifier
// errors that mlir-opt-16 --verify-diagnostics reads too. The tests here
// check every testdata program against mlir-opt-16 in both directions.
package all

import (
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
)

// registrations lists the dialects in registration order.
var registrations = []func(*ir.Context) error{
	builtin.Register,
	funcs.Register,
	arith.Register,
	cf.Register,
	scf.Register,
	llvm.Register,
	cir.Register,
	omp.Register,
	omplower.Register,
	offload.Register,
}

// Register registers every dialect with ctx.
func Register(ctx *ir.Context) error {
	for _, r := range registrations {
		if err := r(ctx); err != nil {
			return err
		}
	}
	return nil
}

// NewContext returns a context with every dialect registered.
func NewContext() *ir.Context {
	ctx := ir.NewContext()
	if err := Register(ctx); err != nil {
		// Registering fresh dialect definitions in a fresh context cannot
		// fail unless a definition is wrong, which the tests catch.
		panic(err)
	}
	return ctx
}
