// MLIR 16's spelling of omp.wsloop, the loop header on the wsloop, reads
// as today's wsloop around an omp.loop_nest (and prints that way).
func.func @f(%lb: i32, %ub: i32, %s: i32, %c: i32) {
  omp.parallel {
    omp.wsloop for (%iv) : i32 = (%lb) to (%ub) inclusive step (%s) {
      omp.yield
    }
    omp.wsloop schedule(dynamic = %c : i32) nowait for (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
      %x = arith.addi %i, %j : i32
      omp.yield
    }
    omp.terminator
  }
  return
}
