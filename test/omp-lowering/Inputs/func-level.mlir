// An OpenMP program at the func level (func, arith, scf), as upstream MLIR
// writes one before any conversion: the input of --omp-lower-to-llvm in
// func-level.mlir and of docs/omp-lowering.md's pipelines.
func.func private @record(i32, i32)
func.func private @omp_get_thread_num() -> i32

func.func @main() -> i32 {
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  omp.parallel num_threads(%c4 : i32) {
    %t = func.call @omp_get_thread_num() : () -> i32
    scf.for %i = %c0 to %c3 step %c1 {
      %v = arith.index_cast %i : index to i32
      func.call @record(%t, %v) : (i32, i32) -> ()
    }
    omp.barrier
    omp.critical {
      func.call @record(%t, %t) : (i32, i32) -> ()
      omp.terminator
    }
    omp.terminator
  }
  %z = arith.constant 0 : i32
  return %z : i32
}
