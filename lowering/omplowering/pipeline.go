package omplowering

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/omptooffload"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/passes/autoclose"
)

// LowerToLLVMPass is --omp-lower-to-llvm: the whole OpenMP lowering, from
// omp constructs in func.func (with arith, cf and scf), cir or llvm
// functions, to a module of llvm dialect ops that strata-translate takes.
//
// The three passes of the lowering work on omp inside llvm.func, so it
// converts first (convert-to-llvm converts the regions of omp ops and
// leaves the ops), runs omp-to-omp-lower, omp-outline and omp-lower-plan,
// and converts again what they produce. Converting first rather than
// lowering at each level keeps one lowering, which the specs drive, for
// every level.
//
// Target offload goes first: the omp target constructs (at the cir level,
// as the C front end makes them) become the offload dialect
// (convert-omp-to-offload), which after the conversion to LLVM becomes
// the calls of the offload runtime (offload-to-runtime); the kernels keep
// their teams, distribute and parallel constructs, which the host
// lowering then lowers like any other.
type LowerToLLVMPass struct {
	Runtime string `option:"runtime" help:"The runtime to lower OpenMP for (iomp, libgomp, pmsis, or one the spec declares)"`
	DSL     string `option:"dsl" help:"The lowering spec file (default: the specs built into the binary)"`
	Offload string `option:"offload" help:"The offload runtime target regions use (libomptarget, libomptarget_legacy; host_only: they run on the host)"`
	// AutoClose runs offload-auto-close right after the target constructs
	// become the offload dialect, the level it analyses.
	AutoClose bool `option:"auto-close" help:"Under unified shared memory, add close to map(alloc) where it is provably safe (offload-auto-close)"`
	AssumeUSM bool `option:"auto-close-assume-usm" help:"auto-close: act as if the program required unified_shared_memory"`
}

func (*LowerToLLVMPass) Info() passes.Info {
	return passes.Info{
		Argument: "omp-lower-to-llvm",
		Name:     "OmpLowerToLLVM",
		Summary:  "Lower OpenMP and everything around it to the llvm dialect, for a runtime",
		Description: "Runs convert-to-llvm, omp-to-omp-lower (with runtime and dsl), omp-outline, " +
			"omp-lower-plan and convert-to-llvm again: omp constructs in func, cir or llvm functions " +
			"become calls of the runtime's entry points, in a module strata-translate accepts.",
		Anchor: "builtin.module",
	}
}

// pipeline returns the passes the pass runs, with its options.
func (p *LowerToLLVMPass) pipeline() *passes.OpPassManager {
	m := passes.NewOpPassManager("builtin.module")
	m.AddPass(omptooffload.NewPass())
	if p.AutoClose {
		m.AddPass(&autoclose.Pass{AssumeUSM: p.AssumeUSM})
	}
	m.AddPass(pipelines.NewConvertToLLVM())
	offloadRuntime := p.Offload
	if offloadRuntime == "" {
		offloadRuntime = "host_only"
	}
	m.AddPass(&OffloadPass{Runtime: offloadRuntime})
	m.AddPass(&AnnotatePass{Runtime: p.Runtime, DSL: p.DSL})
	m.AddPass(&OutlinePass{Runtime: p.Runtime})
	m.AddPass(&PlanPass{Runtime: p.Runtime})
	m.AddPass(pipelines.NewConvertToLLVM())
	return m
}

// Run runs the pipeline on the module.
func (p *LowerToLLVMPass) Run(module *ir.Operation, s *passes.State) error {
	return s.RunPipeline(p.pipeline(), module)
}
