package interp_test

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// engine parses src and loads it into an engine writing to out.
func engine(t testing.TB, src string, out *bytes.Buffer) *interp.Engine {
	t.Helper()
	ctx := all.NewExecContext()
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	e, err := interp.New(m, interp.Options{Stdout: out, Stderr: out})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

const loopSrc = `
llvm.func @loop(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%0, %0 : i64, i64)
^bb1(%i: i64, %s: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %s2 = llvm.add %s, %i : i64
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^bb1(%i2, %s2 : i64, i64)
^bb3:
  llvm.return %s : i64
}
`

func TestLoop(t *testing.T) {
	e := engine(t, loopSrc, &bytes.Buffer{})
	r, err := e.Run("loop", []uint64{1000})
	if err != nil || r != 499500 {
		t.Fatalf("loop(1000) = %d, %v", r, err)
	}
}

// BenchmarkLoop measures the engine on the llvm-dialect loop above: 5 ops
// per iteration (icmp, cond_br, add, add, br).
func BenchmarkLoop(b *testing.B) {
	e := engine(b, loopSrc, &bytes.Buffer{})
	const n = 10_000_000
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Run("loop", []uint64{n}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(5*n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mops/s")
}

const atomicSrc = `
llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
llvm.func @bump(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  llvm.br ^bb1(%0 : i64)
^bb1(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %old = llvm.atomicrmw add %p, %1 seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^bb1(%i2 : i64)
^bb3:
  %v = llvm.load %p atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return %v : i64
}
`

// TestAtomicsThreads runs atomicrmw from several engine threads (run it
// with -race): no increment is lost.
func TestAtomicsThreads(t *testing.T) {
	e := engine(t, atomicSrc, &bytes.Buffer{})
	f, _ := e.Func("bump")
	const threads, n = 4, 2000
	var wg sync.WaitGroup
	for k := 0; k < threads; k++ {
		th := e.NewThread(k + 1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := th.Call(f, []uint64{n}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	r, err := e.MainThread().Call(f, []uint64{0})
	if err != nil || r != threads*n {
		t.Fatalf("counter = %d, %v; want %d", r, err, threads*n)
	}
}

func TestRuntimeErrors(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"div0", `%z = llvm.mlir.constant(0 : i32) : i32
  %o = llvm.mlir.constant(1 : i32) : i32
  %d = llvm.sdiv %o, %z : i32
  llvm.return %d : i32`, "integer division by zero"},
		{"null", `%p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32`, "null pointer dereference"},
		{"unreachable", `llvm.unreachable`, "reached 'unreachable'"},
		{"oob", `%n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32`, "out-of-bounds access: 4 bytes at"},
		{"uaf", `%n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32`, "use after free"},
		{"doublefree", `%n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32`, "double free"},
		{"misaligned", `%n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %o = llvm.mlir.constant(1 : i32) : i32
  %v = llvm.atomicrmw add %q, %o seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.return %v : i32`, "misaligned atomic access"},
		{"unknown", `%v = llvm.call @no_such_function() : () -> i32
  llvm.return %v : i32`, "unknown external function 'no_such_function'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "llvm.func @malloc(i64) -> !llvm.ptr\nllvm.func @free(!llvm.ptr)\nllvm.func @no_such_function() -> i32\nllvm.func @main() -> i32 {\n  " + tc.body + "\n}\n"
			e := engine(t, src, &bytes.Buffer{})
			_, err := e.Run("main", nil)
			re, ok := err.(*interp.RuntimeError)
			if !ok {
				t.Fatalf("got %v, want a runtime error", err)
			}
			if !strings.Contains(re.Error(), tc.want) || !strings.HasPrefix(re.Error(), "test.mlir:") {
				t.Fatalf("got %q, want a located %q", re.Error(), tc.want)
			}
		})
	}
}

func TestStackOverflow(t *testing.T) {
	src := `llvm.func @f(%n: i64) -> i64 {
  %1 = llvm.mlir.constant(1 : i64) : i64
  %m = llvm.add %n, %1 : i64
  %r = llvm.call @f(%m) : (i64) -> i64
  llvm.return %r : i64
}`
	e := engine(t, src, &bytes.Buffer{})
	_, err := e.Run("f", []uint64{0})
	if err == nil || !strings.Contains(err.Error(), "stack overflow") {
		t.Fatalf("got %v, want a stack overflow", err)
	}
}
