package transforms

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// newContext returns a context with strata's dialects.
func newContext() *ir.Context { return all.NewContext() }

// runPass parses src, verifies it, runs p on the module, verifies the
// result and returns it printed.
func runPass(t *testing.T, p passes.Pass, src string) string {
	t.Helper()
	return runPassWith(t, p, src, false)
}

// runPassErr is runPass for a pass that may fail.
func runPassErr(t *testing.T, p passes.Pass, src string) (string, error) {
	t.Helper()
	return runPassIn(t, all.NewContext(), p, src, false)
}

// runPassWith is runPass, printing locations when debugInfo is set.
func runPassWith(t *testing.T, p passes.Pass, src string, debugInfo bool) string {
	t.Helper()
	out, err := runPassIn(t, all.NewContext(), p, src, debugInfo)
	if err != nil {
		t.Fatalf("%s: %v", p.Info().Argument, err)
	}
	return out
}

// runPassUnregistered is runPass allowing unregistered operations.
func runPassUnregistered(t *testing.T, p passes.Pass, src string) string {
	t.Helper()
	out, err := runPassIn(t, unregisteredContext(), p, src, false)
	if err != nil {
		t.Fatalf("%s: %v", p.Info().Argument, err)
	}
	return out
}

// unregisteredContext is newContext allowing unregistered operations
// (test.* ops stand for opaque code).
func unregisteredContext() *ir.Context {
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	return ctx
}

func runPassIn(t *testing.T, ctx *ir.Context, p passes.Pass, src string, debugInfo bool) (string, error) {
	t.Helper()
	m := parseVerified(t, ctx, src)
	if err := p.Run(m, passes.NewState(nil, false)); err != nil {
		return "", err
	}
	return printVerified(t, m, debugInfo), nil
}

// parseVerified parses src as the module of input.mlir and verifies it.
func parseVerified(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(ctx, "input.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("input does not verify: %v", err)
	}
	return m
}

// printVerified verifies the module a pass produced and prints it, with
// locations when debugInfo is set.
func printVerified(t *testing.T, m *ir.Operation, debugInfo bool) string {
	t.Helper()
	if err := ir.Verify(m); err != nil {
		t.Fatalf("output does not verify: %v", err)
	}
	var buf bytes.Buffer
	if err := ir.Print(&buf, m, ir.PrintOptions{DebugInfo: debugInfo}); err != nil {
		t.Fatalf("print: %v", err)
	}
	return buf.String()
}

// mlirOpt runs mlir-opt-16 with args on src, skipping the test when the
// peer is not installed.
func mlirOpt(t *testing.T, src string, args ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "input.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dialecttest.MLIROptOutput(t, append(slices.Clip(args), path)...)
}

// differential checks that p's output on each input equals mlir-opt-16's
// with args.
func differential(t *testing.T, newPass func() passes.Pass, inputs map[string]string, args ...string) {
	t.Helper()
	for _, name := range sortedKeys(inputs) {
		t.Run(name, func(t *testing.T) {
			src := inputs[name]
			want := mlirOpt(t, src, args...)
			checkSameAsMLIR(t, "", runPass(t, newPass(), src), want)
		})
	}
}

// checkSameAsMLIR reports where strata's output got differs from
// mlir-opt-16's want, saying what (when not "") was compared.
func checkSameAsMLIR(t *testing.T, what, got, want string) {
	t.Helper()
	// mlir-opt ends its output with an empty line; ir.Print does not.
	if got, want := strings.TrimRight(got, "\n"), strings.TrimRight(want, "\n"); got != want {
		if what != "" {
			what += ": "
		}
		t.Errorf("%sstrata and mlir-opt-16 differ\n--- strata:\n%s\n--- mlir-opt-16:\n%s", what, got, want)
	}
}

// expect checks that p turns src into want.
func expect(t *testing.T, p passes.Pass, src, want string) {
	t.Helper()
	if got := runPass(t, p, src); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// runOnFirstOp runs p on the first operation of the module parsed from
// src and returns the module printed.
func runOnFirstOp(t *testing.T, p passes.Pass, src string) (string, error) {
	t.Helper()
	m := parseVerified(t, all.NewContext(), src)
	target := m.Region(0).First().First()
	if err := p.Run(target, passes.NewState(nil, false)); err != nil {
		return "", err
	}
	return printVerified(t, m, false), nil
}
