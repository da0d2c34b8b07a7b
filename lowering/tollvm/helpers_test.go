package tollvm_test

import (
	"os"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/passes"
)

// newContext registers the dialects the lowerings read and write. It does
// not use dialects/all, so that these tests depend on nothing else. Ops
// of dialects it does not register (omp) and llvm ops not defined yet are
// accepted as unregistered ops.
func newContext(t testing.TB) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	for _, r := range []func(*ir.Context) error{builtin.Register, funcs.Register, arith.Register, cf.Register, llvm.Register} {
		if err := r(ctx); err != nil {
			t.Fatal(err)
		}
	}
	ctx.SetAllowUnregisteredDialects(true)
	return ctx
}

// registry holds the package's passes.
func registry() *passes.Registry {
	r := passes.NewRegistry()
	tollvm.Register(r)
	return r
}

// run parses src, runs the pipeline of pass arguments (as strata-opt's
// flags: "convert-func-to-llvm", ...) with verification after each pass,
// and prints the result in generic form (MLIR's --mlir-print-op-generic)
// ending with a newline, as mlir-opt does.
func run(t testing.TB, name, src string, pipeline ...string) (string, error) {
	t.Helper()
	ctx := newContext(t)
	m, err := builtin.ParseModule(ctx, name, []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm := passes.NewPassManager(ctx, builtin.ModuleOpName, passes.Config{Registry: registry(), VerifyEach: true})
	if err := pm.AddPipeline("builtin.module("+strings.Join(pipeline, ",")+")", "<pipeline>"); err != nil {
		t.Fatalf("pipeline %v: %v", pipeline, err)
	}
	if _, err := pm.Run(m); err != nil {
		return "", err
	}
	var out strings.Builder
	if err := ir.Print(&out, m, ir.PrintOptions{Generic: true}); err != nil {
		t.Fatal(err)
	}
	out.WriteString("\n")
	return out.String(), nil
}

func runFile(t testing.TB, path string, pipeline ...string) (string, error) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return run(t, path, string(src), pipeline...)
}
