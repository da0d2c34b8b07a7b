package testpasses

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// runLegalize parses src, runs test-legalize with options on it and
// returns the printed module, or the diagnostic the pass failed with.
func runLegalize(t *testing.T, options, src string) (string, *ir.Diagnostic) {
	t.Helper()
	m := dialecttest.ParseVerified(t, "in.mlir", src)
	reg := passes.NewRegistry()
	Register(reg)
	p, err := passes.NewPass(reg, "test-legalize", options)
	if err != nil {
		t.Fatalf("test-legalize{%s}: %v", options, err)
	}
	if err := p.Run(m, passes.NewState(nil, false)); err != nil {
		var d *ir.Diagnostic
		if !errors.As(err, &d) {
			t.Fatalf("the pass failed with %v (%T), not a diagnostic", err, err)
		}
		return "", d
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the converted module does not verify: %v", err)
	}
	return dialecttest.Print(t, m, false), nil
}

const mulSource = `func.func @f(%x: i32, %y: index) -> (i32, index, i32) {
  %c8 = arith.constant 8 : i32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i32
  %a = arith.muli %x, %c8 : i32
  %b = arith.muli %c2, %y : index
  %c = arith.muli %x, %c3 : i32
  return %a, %b, %c : i32, index, i32
}
`

func TestLegalizeRewritesPowersOfTwo(t *testing.T) {
	got, d := runLegalize(t, "", mulSource)
	if d != nil {
		t.Fatal(d)
	}
	for _, want := range []string{
		"%c3_i32_0 = arith.constant 3 : i32\n    %0 = arith.shli %arg0, %c3_i32_0 : i32",
		"%c1 = arith.constant 1 : index\n    %1 = arith.shli %arg1, %c1 : index",
		"%2 = arith.muli %arg0, %c3_i32 : i32",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

func TestLegalizePartialFailsOnIllegalOp(t *testing.T) {
	_, d := runLegalize(t, "illegal=arith.muli", mulSource)
	want := "in.mlir:7:8: error: failed to legalize operation 'arith.muli' that was explicitly marked illegal"
	if d == nil || d.Error() != want {
		t.Errorf("got %v, want %s", d, want)
	}
	if d != nil && len(d.Notes) != 0 {
		t.Errorf("notes without explain: %v", d.Notes)
	}
	_, d = runLegalize(t, "illegal=arith.muli explain", mulSource)
	if d == nil || len(d.Notes) != 1 || !strings.Contains(d.Notes[0].Message, "MulPowerOfTwoToShift: neither operand is a constant power of two") {
		t.Errorf("with explain, got %v", d)
	}
}

func TestLegalizeFullFailsOnUnknownOp(t *testing.T) {
	src := `func.func @f(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %a = arith.muli %x, %c4 : i32
  %s = arith.addi %a, %x : i32
  return %s : i32
}
`
	_, d := runLegalize(t, "mode=full legal=arith.constant,arith.shli illegal=arith.muli", src)
	want := "in.mlir:4:8: error: failed to legalize operation 'arith.addi'"
	if d == nil || d.Error() != want {
		t.Errorf("got %v, want %s", d, want)
	}
	// The op rule for arith.muli beats the dialect rule for arith.
	got, d := runLegalize(t, "mode=full legal=arith illegal=arith.muli", src)
	if d != nil {
		t.Fatal(d)
	}
	if strings.Contains(got, "arith.muli") || !strings.Contains(got, "arith.shli") {
		t.Errorf("arith.muli not converted:\n%s", got)
	}
}

func TestLegalizeWidenLeavesLiveCast(t *testing.T) {
	src := `func.func @f() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.addi %a, %a : i32
  return %b : i32
}
`
	got, d := runLegalize(t, "widen-i32", src)
	if d != nil {
		t.Fatal(d)
	}
	if n := strings.Count(got, "builtin.unrealized_conversion_cast %0 : i64 to i32"); n != 1 {
		t.Errorf("want one live cast of the i64 sum, got %d in\n%s", n, got)
	}
	for _, options := range []string{"widen-i32 mode=full", "widen-i32 illegal=builtin.unrealized_conversion_cast"} {
		_, d := runLegalize(t, options, src)
		want := "in.mlir:3:8: error: failed to materialize conversion for result #0 of operation 'arith.addi' that remained live after conversion"
		if d == nil || d.Error() != want {
			t.Errorf("test-legalize{%s}: got %v, want %s", options, d, want)
			continue
		}
		if len(d.Notes) != 1 || !strings.HasPrefix(d.Notes[0].Message, "see existing live user here: func.return") {
			t.Errorf("test-legalize{%s}: notes %v", options, d.Notes)
		}
	}
}

func TestLegalizeUnknownMode(t *testing.T) {
	_, d := runLegalize(t, "mode=sideways", mulSource)
	if d == nil || !strings.Contains(d.Error(), "test-legalize: unknown mode 'sideways' (expected partial or full)") {
		t.Errorf("got %v", d)
	}
}

func TestPowerOfTwoFactor(t *testing.T) {
	src := `func.func @f(%x: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c6 = arith.constant 6 : i64
  %cm8 = arith.constant -8 : i64
  %cbig = arith.constant 4611686018427387904 : i64
  return
}
`
	m := dialecttest.ParseVerified(t, "in.mlir", src)
	fn := m.Region(0).First().First()
	x := fn.Region(0).First().Argument(0)
	want := []struct {
		ok    bool
		shift int
	}{{false, 0}, {false, 0}, {false, 0}, {false, 0}, {true, 62}}
	i := 0
	for op := range fn.Region(0).First().Ops() {
		if i == len(want) {
			break
		}
		_, shift, ok := powerOfTwoFactor(x, op.Result(0))
		if ok != want[i].ok || shift != want[i].shift {
			t.Errorf("%s: got (%d, %v), want (%d, %v)", op, shift, ok, want[i].shift, want[i].ok)
		}
		i++
	}
}
