// Package pipelines holds the passes that run other passes in a fixed
// order: the lowerings that take a whole program from one level to the
// next, so that a user asks for the level rather than the steps.
package pipelines

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/cirtollvm"
	"github.com/strata-ir/strata/lowering/scftocf"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/passes"
)

// Register registers the package's passes with r.
func Register(r *passes.Registry) { r.Register(NewConvertToLLVM) }

// ConvertToLLVM is convert-to-llvm: everything strata can lower to the
// llvm dialect is lowered, in the order the conversions need: cir first
// (it emits llvm ops only), then scf to cf, then the omp ops' region types
// (so that the blocks of an omp region that scf became have converted
// arguments, as MLIR's convert-openmp-to-llvm converts them), then func
// with arith and cf (convert-func-to-llvm lowers all three together, as in
// MLIR 16, so that block signatures and calls agree), and last the casts
// left between them. omp ops stay, with their regions converted,
// for the OpenMP lowering or a translation that knows them.
type ConvertToLLVM struct {
	OverflowFlags bool `option:"overflow-flags" help:"Mark C's signed add, sub and mul nsw; false for MLIR 16, whose llvm dialect has no overflow flags"`
}

// NewConvertToLLVM returns the convert-to-llvm pass.
func NewConvertToLLVM() passes.Pass { return &ConvertToLLVM{OverflowFlags: true} }

// pipeline returns the passes the pass runs, with its options.
func (p *ConvertToLLVM) pipeline() *passes.OpPassManager {
	m := passes.NewOpPassManager("builtin.module")
	for _, p := range []passes.Pass{
		&cirtollvm.Pass{OverflowFlags: p.OverflowFlags},
		scftocf.NewPass(),
		tollvm.NewOpenMPToLLVMPass(),
		tollvm.NewFuncToLLVMPass(),
		tollvm.NewReconcilePass(),
	} {
		m.AddPass(p)
	}
	return m
}

// Info names the pass.
func (*ConvertToLLVM) Info() passes.Info {
	return passes.Info{
		Argument: "convert-to-llvm",
		Name:     "ConvertToLLVM",
		Summary:  "Lower cir, func, arith, cf and scf to the llvm dialect",
		Description: "Runs convert-cir-to-llvm, convert-scf-to-cf, convert-openmp-to-llvm, convert-func-to-llvm " +
			"(which also lowers arith and cf) and reconcile-unrealized-casts in order.",
		Anchor: "builtin.module",
	}
}

// Run runs the pipeline on the module.
func (p *ConvertToLLVM) Run(module *ir.Operation, s *passes.State) error {
	return s.RunPipeline(p.pipeline(), module)
}
