// The inputs of the meta-lowering paper's artifact, as the issue quotes them.
omp.private {type = private} @x.privatizer : !llvm.ptr

func.func @wsloop_dynamic(%lb: i32, %ub: i32, %s: i32, %c: i32) {
  omp.wsloop schedule(dynamic = %c : i32) {
    omp.loop_nest (%iv) : i32 = (%lb) to (%ub) inclusive step (%s) {
      omp.yield
    }
  }
  return
}

func.func @parallel_private(%n: i32, %3: !llvm.ptr) {
  omp.parallel num_threads(%n : i32) private(@x.privatizer %3 -> %arg0 : !llvm.ptr) {
    omp.barrier
    omp.terminator
  }
  return
}
