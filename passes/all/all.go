// Package all registers every pass and pipeline strata offers to its
// users, for the drivers to share: strata-opt, and the C compiler and
// execution engine drivers to come. A driver builds its registry with
// NewRegistry (or adds these passes to its own with Register) and turns
// its global flags into pass defaults with passes.Registry.WithDefaults,
// as strata-opt does with omplowering.Defaults; no pass reads a flag.
//
// The test passes of passes/testpasses are not here: they break the IR,
// fail or report on purpose, which a production driver must not offer.
// strata-opt registers them on top of these, as mlir-opt registers MLIR's
// test passes.
package all

import (
	"github.com/strata-ir/strata/lowering/cirtollvm"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/lowering/omptooffload"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/lowering/scftocf"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/passes/autoclose"
	"github.com/strata-ir/strata/passes/barrierelim"
	"github.com/strata-ir/strata/passes/cirunroll"
	"github.com/strata-ir/strata/passes/transforms"
)

// Register adds every production pass and pipeline to r: the generic
// passes (transforms), the conversions to the llvm dialect and the
// pipeline that runs them (convert-to-llvm), the OpenMP lowering, the
// lowering of OpenMP's target constructs to the offload dialect
// (convert-omp-to-offload), the cir and omp optimizations (cirunroll,
// barrierelim), and close on map(alloc) under USM (offload-auto-close).
func Register(r *passes.Registry) {
	transforms.Register(r)
	scftocf.Register(r)
	tollvm.Register(r)
	cirtollvm.Register(r)
	pipelines.Register(r)
	omplowering.Register(r)
	omptooffload.Register(r)
	cirunroll.Register(r)
	barrierelim.Register(r)
	autoclose.Register(r)
}

// NewRegistry returns a registry of the passes Register adds.
func NewRegistry() *passes.Registry {
	r := passes.NewRegistry()
	Register(r)
	return r
}
