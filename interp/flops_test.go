package interp_test

import (
	"bytes"
	"math"
	"sync/atomic"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// flopsSrc does 8 flops (interp/flops.go's rules) per call of @f: the
// fmul folded into its fadd 2, the fdiv 1, the libm sqrt 1, fneg and
// fabs none, the fma intrinsic 2, the 32-bit fsub 1, the fpext none,
// the last fadd 1. @loop calls it n times.
const flopsSrc = `
llvm.func @sqrt(f64) -> f64
llvm.func @f(%x: f64, %y: f64, %z: f32) -> f64 {
  %m = llvm.fmul %x, %y : f64
  %a = llvm.fadd %m, %x : f64
  %d = llvm.fdiv %a, %y : f64
  %s = llvm.call @sqrt(%d) : (f64) -> f64
  %n = llvm.fneg %s : f64
  %b = llvm.intr.fabs(%n) : (f64) -> f64
  %q = llvm.intr.fma(%b, %x, %y) : (f64, f64, f64) -> f64
  %w = llvm.fsub %z, %z : f32
  %e = llvm.fpext %w : f32 to f64
  %r = llvm.fadd %q, %e : f64
  llvm.return %r : f64
}
llvm.func @loop(%n: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.mlir.constant(3.0 : f64) : f64
  %y = llvm.mlir.constant(4.0 : f64) : f64
  %z = llvm.mlir.constant(1.5 : f32) : f32
  llvm.br ^bb1(%0, %x : i64, f64)
^bb1(%i: i64, %v: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %r = llvm.call @f(%x, %y, %z) : (f64, f64, f32) -> f64
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^bb1(%i2, %r : i64, f64)
^bb3:
  llvm.return %v : f64
}
`

// flopSum is a FlopObserver that sums what it is told.
type flopSum struct{ n atomic.Uint64 }

func (o *flopSum) Access(*interp.Page, uint64, uint64, bool) {}
func (o *flopSum) AddFlops(n uint64)                         { o.n.Add(n) }

func TestFlops(t *testing.T) {
	// Counting (Options.Count) turns the engine's fused instructions off:
	// the fmul and fadd then run as two, and the count must not change.
	for _, count := range []bool{false, true} {
		ctx := all.NewExecContext()
		m, err := builtin.ParseModule(ctx, "test.mlir", []byte(flopsSrc))
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: &out, Count: count})
		if err != nil {
			t.Fatal(err)
		}
		th := e.MainThread()
		obs := &flopSum{}
		th.SetObserver(obs)
		r, err := e.Run("loop", []uint64{10})
		if err != nil {
			t.Fatal(err)
		}
		// The result, to be sure the ops ran: fma(sqrt((3*4+3)/4), 3, 4) + 0.
		if want := math.FMA(math.Sqrt(15.0/4), 3, 4); math.Float64frombits(r) != want {
			t.Errorf("count=%v: loop = %v, want %v", count, math.Float64frombits(r), want)
		}
		if got := th.Flops(); got != 80 {
			t.Errorf("count=%v: 10 calls counted %d flops, want 80", count, got)
		}
		if obs.n.Load() != 0 {
			t.Errorf("count=%v: the observer was told of %d flops before a flush", count, obs.n.Load())
		}
		th.FlushFlops()
		if got := obs.n.Load(); got != 80 {
			t.Errorf("count=%v: the observer was told of %d flops, want 80", count, got)
		}
		// A new observer sees only the flops after it: replacing one tells
		// the old of what it has not been told.
		if _, err := e.Run("loop", []uint64{1}); err != nil {
			t.Fatal(err)
		}
		next := &flopSum{}
		th.SetObserver(next)
		if _, err := e.Run("loop", []uint64{2}); err != nil {
			t.Fatal(err)
		}
		th.FlushFlops()
		th.FlushFlops() // nothing more
		if a, b := obs.n.Load(), next.n.Load(); a != 88 || b != 16 || th.Flops() != 104 {
			t.Errorf("count=%v: observers told of %d and %d flops (want 88 and 16), thread total %d (want 104)", count, a, b, th.Flops())
		}
	}
}

// floatLoopSrc: per iteration an fmul folded into an fadd, an fdiv and
// an fsub (4 flops), and the loop's icmp, cond_br, add and br: the
// counter's cost shows here if anywhere (run against a build without
// it; the CPU time, not the wall time, on a busy machine).
const floatLoopSrc = `
llvm.func @floop(%n: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.mlir.constant(0.999 : f64) : f64
  %y = llvm.mlir.constant(1.5 : f64) : f64
  llvm.br ^bb1(%0, %y : i64, f64)
^bb1(%i: i64, %s: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %m = llvm.fmul %s, %x : f64
  %a = llvm.fadd %m, %y : f64
  %d = llvm.fdiv %a, %x : f64
  %e = llvm.fsub %d, %y : f64
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^bb1(%i2, %e : i64, f64)
^bb3:
  llvm.return %s : f64
}
`

func BenchmarkFloatLoop(b *testing.B) {
	e := engine(b, floatLoopSrc, &bytes.Buffer{})
	const n = 5_000_000
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Run("floop", []uint64{n}); err != nil {
			b.Fatal(err)
		}
	}
	if got := e.MainThread().Flops(); got != 4*n*uint64(b.N) {
		b.Fatalf("counted %d flops, want %d", got, 4*n*uint64(b.N))
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Miter/s")
}
