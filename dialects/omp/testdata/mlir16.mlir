// The ops whose custom syntax MLIR 16 spells as upstream does today:
// mlir-opt-16 and strata read this file and print the same custom form
// (up to runs of spaces), and each reads the other's output
// (differential_test.go).
omp.critical.declare @mutex hint(contended)

func.func @f(%n: i32, %c: i1, %p: memref<i32>, %q: memref<i32>, %v: i32) {
  omp.parallel num_threads(%n : i32) proc_bind(close) {
    omp.barrier
    omp.critical(@mutex) {
      omp.terminator
    }
    omp.master {
      omp.terminator
    }
    omp.single nowait {
      omp.terminator
    }
    omp.taskwait
    omp.taskyield
    omp.task if(%c) untied {
      omp.terminator
    }
    omp.taskgroup {
      omp.terminator
    }
    omp.atomic.read %q = %p memory_order(seq_cst) : memref<i32>
    omp.atomic.write %p = %v : memref<i32>, i32
    omp.atomic.update %p : memref<i32> {
    ^bb0(%x: i32):
      %r = arith.addi %x, %v : i32
      omp.yield(%r : i32)
    }
    omp.terminator
  }
  return
}
