package omplowering

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/ir"
)

// parallelReductionModule is `#pragma omp parallel for reduction(+: sum)`
// as the front ends produce it: the parallel reduces into the shared sum,
// the loop into the parallel's partial. A second parallel reduces a
// product without a loop: each of the 4 threads multiplies by 3.
const parallelReductionModule = `
module {
  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(0 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.add %a, %b : i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @mul_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(1 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.mul %a, %b : i32
    omp.yield(%s : i32)
  }
  llvm.func @par_reduce(%n: i32, %sum: !llvm.ptr, %prod: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%c4 : i32) reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.wsloop schedule(dynamic) reduction(@add_i32 %ps -> %pw : !llvm.ptr) {
        omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
          %s0 = llvm.load %pw : !llvm.ptr -> i32
          %s1 = llvm.add %s0, %i : i32
          llvm.store %s1, %pw : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel num_threads(%c4 : i32) reduction(@mul_i32 %prod -> %pp : !llvm.ptr) {
      %p0 = llvm.load %pp : !llvm.ptr -> i32
      %p1 = llvm.mul %p0, %c3 : i32
      llvm.store %p1, %pp : i32, !llvm.ptr
      omp.terminator
    }
    llvm.return
  }
}
`

const parallelReductionHarness = `
#include <stdio.h>
void par_reduce(int n, int *sum, int *prod);
int main(void) {
  int sum = 1000, prod = 2;
  par_reduce(100, &sum, &prod);
  printf("sum %d prod %d\n", sum, prod);
  return 0;
}
`

// TestParallelReduction runs the three passes with lowerRegionReductions
// applied to the parallel constructs before outlining, as --omp-outline
// is to, and runs the result: sum = 1000 + 5050, prod = 2 * 3^4.
func TestParallelReduction(t *testing.T) {
	for _, tool := range []string{"llc", "gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	for _, runtime := range []string{"libgomp", "iomp", "pmsis"} {
		t.Run(runtime, func(t *testing.T) {
			m, err := builtin.ParseModule(all.NewContext(), "par.mlir", []byte(parallelReductionModule))
			if err != nil {
				t.Fatal(err)
			}
			if err := (&AnnotatePass{Runtime: runtime}).Run(m, nil); err != nil {
				t.Fatal(err)
			}
			var plans []omplower.PlanOp
			m.WalkAll(func(op *ir.Operation) {
				if pl, ok := omplower.AsPlan(op); ok && pl.Construct() == "parallel" {
					plans = append(plans, pl)
				}
			})
			for _, pl := range plans {
				if err := lowerRegionReductions(pl.Wrapped(), planOf(pl)); err != nil {
					t.Fatal(err)
				}
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("after lowerRegionReductions: %v\n%s", err, m)
			}
			if text := m.String(); strings.Contains(text, "reduction(@add_i32 %arg1") || !strings.Contains(text, "llvm.cmpxchg") {
				t.Errorf("the parallel reductions are not explicit:\n%s", text)
			}
			if err := (&OutlinePass{Runtime: runtime}).Run(m, nil); err != nil {
				t.Fatal(err)
			}
			if err := (&PlanPass{Runtime: runtime}).Run(m, nil); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("after the passes: %v\n%s", err, m)
			}
			flags := []string{"-fopenmp"}
			if runtime == "iomp" {
				if _, err := os.Stat("/usr/lib/llvm-16/lib/libomp.so"); err != nil {
					t.Skip("libomp is not installed")
				}
				flags = []string{"-L/usr/lib/llvm-16/lib", "-lomp", "-Wl,-rpath,/usr/lib/llvm-16/lib"}
			}
			if runtime == "pmsis" {
				pmsis, _ := filepath.Abs("../../runtimes/pmsis/pmsis.c")
				if _, err := os.Stat(pmsis); err != nil {
					t.Skip("runtimes/pmsis/pmsis.c is missing")
				}
				flags = []string{pmsis, "-pthread"}
			}
			if got, want := runNative(t, m, parallelReductionHarness, "gcc", flags...), "sum 6050 prod 162\n"; got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}
