package all

import (
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
)

// ExecExtensions returns the extensions that make the dialects' ops
// executable by the engine (package interp): each dialect's exec.go.
func ExecExtensions() []ir.Extension {
	return []ir.Extension{
		funcs.ExecExtension(),
		arith.ExecExtension(),
		cf.ExecExtension(),
		scf.ExecExtension(),
		llvm.ExecExtension(),
		cir.ExecExtension(),
		omp.ExecExtension(),
	}
}

// NewExecContext returns a context with every dialect registered and the
// engine's executors attached.
func NewExecContext() *ir.Context {
	ctx := NewContext()
	if err := ir.ApplyExtensions(ctx, ExecExtensions()...); err != nil {
		panic(err)
	}
	return ctx
}
