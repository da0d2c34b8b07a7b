package omplowering

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
	"github.com/strata-ir/strata/passes"
)

// DefaultRuntime is the runtime lowered for when no option names one.
const DefaultRuntime = "libgomp"

// Register adds --omp-to-omp-lower, --omp-outline and --omp-lower-plan to
// r. Their settings are their own options (runtime=, and dsl= of
// --omp-to-omp-lower, the only pass that reads the spec); a driver whose
// global flags set them for every pass gives Defaults to
// passes.Registry.WithDefaults.
func Register(r *passes.Registry) {
	r.Register(func() passes.Pass { return &AnnotatePass{} })
	r.Register(func() passes.Pass { return &OutlinePass{} })
	r.Register(func() passes.Pass { return &PlanPass{} })
	r.Register(func() passes.Pass { return &LowerToLLVMPass{} })
	r.Register(func() passes.Pass { return &OffloadPass{} })
}

// Defaults returns the pass options, for passes.Registry.WithDefaults,
// that make runtime and the spec file specFile the defaults of the passes
// Register adds, as strata-opt's --omp-lower-runtime and --omp-lower-dsl
// do: runtime= of the three passes, dsl= of --omp-to-omp-lower. An empty
// value leaves the option at its own default.
func Defaults(runtime, specFile string) map[string]string {
	var annotate []string
	defaults := map[string]string{}
	if runtime != "" {
		opt := "runtime=" + passes.QuoteOption(runtime)
		annotate = append(annotate, opt)
		defaults["omp-outline"] = opt
		defaults["omp-lower-plan"] = opt
	}
	if specFile != "" {
		annotate = append(annotate, "dsl="+passes.QuoteOption(specFile))
	}
	if len(annotate) > 0 {
		defaults["omp-to-omp-lower"] = strings.Join(annotate, " ")
		defaults["omp-lower-to-llvm"] = strings.Join(annotate, " ")
	}
	return defaults
}

// CheckOptions reports what is wrong with a runtime and a spec file
// themselves (empty meaning DefaultRuntime and the built-in specs), for a
// driver to reject its flags before running anything: a spec file that
// cannot be read, or a runtime the spec does not declare. What is wrong
// inside a spec is left to --omp-to-omp-lower, which reports it located
// in the spec.
func CheckOptions(runtime, specFile string) error {
	_, err := loadSpec(specFile, runtime, DefaultRegistry())
	var unknown *dsl.UnknownRuntimeError
	var pathErr *fs.PathError
	if errors.As(err, &unknown) || errors.As(err, &pathErr) {
		return err
	}
	return nil
}

// spec is a parsed and checked spec with the runtime chosen in it.
type spec struct {
	file    *dsl.File
	runtime string
	schema  *dsl.Schema
}

// loadSpec reads the spec (the file path, or the built-in specs when path
// is empty), checks it against the registry's schema and makes sure it
// declares runtime. Errors are located in the spec.
func loadSpec(path, runtime string, reg *Registry) (*spec, error) {
	if runtime == "" {
		runtime = DefaultRuntime
	}
	var f *dsl.File
	if path == "" {
		var err error
		if f, err = dsl.BuiltinRuntime(runtime); err != nil {
			return nil, err
		}
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("cannot read the lowering spec: %w", err)
		}
		if f, err = dsl.Parse(path, string(data)); err != nil {
			return nil, err
		}
	}
	schema := reg.Schema()
	if err := dsl.Check(f, schema); err != nil {
		return nil, err
	}
	if _, err := dsl.FindRuntime(f, runtime); err != nil {
		return nil, err
	}
	return &spec{file: f, runtime: runtime, schema: schema}, nil
}

// AnnotatePass is --omp-to-omp-lower: it selects, for each omp construct,
// the spec's declaration for the runtime and wraps the construct in an
// omp_lower.plan carrying the resolved plan.
type AnnotatePass struct {
	Runtime string           `option:"runtime" help:"The runtime to lower OpenMP for (iomp, libgomp, pmsis, or one the spec declares)"`
	DSL     string           `option:"dsl" help:"The lowering spec file (default: the specs built into the binary)"`
	Planned passes.Statistic `stat:"constructs-planned" help:"Number of omp constructs given a lowering plan"`
}

func (*AnnotatePass) Info() passes.Info {
	return passes.Info{
		Argument: "omp-to-omp-lower",
		Name:     "OmpToOmpLower",
		Summary:  "Attach the DSL lowering plan of the chosen runtime to each OpenMP construct (omp_lower.plan)",
		Description: "Reads the lowering spec (dsl, default the built-in specs) for the runtime (runtime, " +
			"default libgomp), selects a declaration for each omp op from its clauses and wraps the op " +
			"in an omp_lower.plan holding the resolved properties and pre/invoke/post actions.",
		Anchor: "builtin.module",
	}
}

// OutlinePass is --omp-outline: it moves the bodies of planned parallel
// and task constructs into new functions, per their plans'
// outline_signature and capture_strategy. It reads no spec: the plans
// carry what it needs.
type OutlinePass struct {
	Runtime  string           `option:"runtime" help:"The runtime (only checked against the plans)"`
	Outlined passes.Statistic `stat:"regions-outlined" help:"Number of regions outlined into functions"`
}

func (*OutlinePass) Info() passes.Info {
	return passes.Info{
		Argument: "omp-outline",
		Name:     "OmpOutline",
		Summary:  "Outline the bodies of planned OpenMP parallel and task constructs into functions",
		Description: "For each omp_lower.plan of an outlined construct: collects the captures, builds the " +
			"outlined llvm.func with the plan's outline_signature, passes the captures per its " +
			"capture_strategy (by_pointer or packed) and leaves the dispatch values in the plan.",
		Anchor: "builtin.module",
	}
}

// PlanPass is --omp-lower-plan: it materializes the plans' pre, invoke
// and post actions as runtime calls and structured rewrites. It reads no
// spec: the plans carry what it needs.
type PlanPass struct {
	Runtime string           `option:"runtime" help:"The runtime (only checked against the plans)"`
	Lowered passes.Statistic `stat:"plans-lowered" help:"Number of plans materialized"`
}

func (*PlanPass) Info() passes.Info {
	return passes.Info{
		Argument: "omp-lower-plan",
		Name:     "OmpLowerPlan",
		Summary:  "Materialize OpenMP lowering plans as runtime calls",
		Description: "Replaces each omp_lower.plan by its pre actions, its invoke actions in place of the " +
			"construct and its post actions: call actions become llvm.call of runtime functions, emit " +
			"actions run the primitives registered in Go.",
		Anchor: "builtin.module",
	}
}

// specError returns an error about the spec as a whole (an unknown
// runtime, an unreadable file) located at the module but not about it:
// the diagnostic carries no op, so no printer shows the whole module
// after it. Errors located in the spec stay as they are.
func specError(module *ir.Operation, err error) error {
	if _, ok := err.(*ir.Diagnostic); ok {
		return err
	}
	if _, ok := err.(dsl.Errors); ok {
		return err
	}
	return ir.Errorf(module.Loc(), "%v", err)
}

// located returns err as a diagnostic at op when it is not one already.
func located(op *ir.Operation, err error) error {
	if _, ok := err.(*ir.Diagnostic); ok {
		return err
	}
	if _, ok := err.(dsl.Errors); ok {
		return err
	}
	return op.Errorf("%v", err)
}
