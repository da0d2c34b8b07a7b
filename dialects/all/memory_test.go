package all_test

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// The memory regression guard: the bytes and the allocations that parsing,
// verifying and printing a generated module costs per operation, on one
// goroutine, against the figures recorded here. Allocation is
// deterministic for a given program (no time is measured), so a change
// that makes the IR or its passes allocate more shows as a failure; one
// that makes them allocate less is reported, so that the figures can be
// lowered with it and keep guarding.
const (
	recordedBytesPerOp  = 608
	recordedAllocsPerOp = 9.4
	// allowedGrowth is how far above the recorded figures a run may go.
	allowedGrowth = 1.10
)

// memoryWorkload returns a module of funcs functions in the custom form,
// each a mix of what real programs hold: integer and float arithmetic,
// comparisons and selects, constants, an scf.for with iteration
// arguments, a cf diamond with block arguments, and calls.
func memoryWorkload(funcs int) string {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := range funcs {
		fmt.Fprintf(&b, `  func.func @f%d(%%a: i32, %%b: i32, %%x: f32, %%n: index) -> (i32, f32) {
    %%c1 = arith.constant 1 : i32
    %%c7 = arith.constant %d : i32
    %%s = arith.addi %%a, %%b : i32
    %%m = arith.muli %%s, %%c7 : i32
    %%d = arith.subi %%m, %%c1 : i32
    %%lt = arith.cmpi slt, %%d, %%a : i32
    %%sel = arith.select %%lt, %%d, %%b : i32
    %%y = arith.addf %%x, %%x : f32
    %%z = arith.mulf %%y, %%x fastmath<fast> : f32
    %%lb = arith.constant 0 : index
    %%st = arith.constant 1 : index
    %%r:2 = scf.for %%iv = %%lb to %%n step %%st iter_args(%%acc = %%sel, %%facc = %%z) -> (i32, f32) {
      %%t = arith.addi %%acc, %%c1 : i32
      %%u = arith.xori %%t, %%a : i32
      %%w = arith.addf %%facc, %%y : f32
      scf.yield %%u, %%w : i32, f32
    }
    cf.cond_br %%lt, ^bb1(%%r#0 : i32), ^bb2
  ^bb1(%%p: i32):
    %%q = arith.shli %%p, %%c1 : i32
    cf.br ^bb3(%%q : i32)
  ^bb2:
    %%k = func.call @leaf(%%a) : (i32) -> i32
    cf.br ^bb3(%%k : i32)
  ^bb3(%%res: i32):
    return %%res, %%r#1 : i32, f32
  }
`, i, i%97)
	}
	b.WriteString("  func.func private @leaf(i32) -> i32\n}\n")
	return b.String()
}

// measureParseVerifyPrint returns the bytes and the allocations of
// parsing, verifying and printing src on one goroutine, and the number of
// operations of the module.
func measureParseVerifyPrint(t *testing.T, ctx *ir.Context, src []byte) (bytes, allocs uint64, ops int) {
	t.Helper()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	m, err := builtin.ParseModuleWith(ctx, src, ir.ParseOptions{Filename: "memory.mlir", Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyWith(m, ir.VerifyOptions{Threads: 1}); err != nil {
		t.Fatal(err)
	}
	if err := ir.Print(io.Discard, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	m.WalkAll(func(*ir.Operation) { ops++ })
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs, ops
}

func TestAllocationsPerOp(t *testing.T) {
	if testing.Short() {
		t.Skip("measures a generated module")
	}
	ctx := all.NewContext()
	src := []byte(memoryWorkload(400))
	// A first run pays for what a context allocates once (interned names,
	// uniqued types and attributes); the second is the steady state.
	measureParseVerifyPrint(t, ctx, src)
	bytes, allocs, ops := measureParseVerifyPrint(t, ctx, src)
	bytesPerOp := float64(bytes) / float64(ops)
	allocsPerOp := float64(allocs) / float64(ops)
	t.Logf("%d operations: %.0f bytes and %.2f allocations per operation (recorded: %d and %.1f)",
		ops, bytesPerOp, allocsPerOp, recordedBytesPerOp, recordedAllocsPerOp)
	if bytesPerOp > recordedBytesPerOp*allowedGrowth {
		t.Errorf("parse+verify+print allocates %.0f bytes per operation, more than %.0f%% over the recorded %d",
			bytesPerOp, (allowedGrowth-1)*100, recordedBytesPerOp)
	}
	if allocsPerOp > recordedAllocsPerOp*allowedGrowth {
		t.Errorf("parse+verify+print makes %.2f allocations per operation, more than %.0f%% over the recorded %.1f",
			allocsPerOp, (allowedGrowth-1)*100, recordedAllocsPerOp)
	}
	if bytesPerOp < recordedBytesPerOp*0.9 || allocsPerOp < recordedAllocsPerOp*0.9 {
		t.Logf("allocation fell well below the recorded figures: lower recordedBytesPerOp and recordedAllocsPerOp to %.0f and %.1f so the guard keeps guarding", bytesPerOp, allocsPerOp)
	}
}
