// wsloop_guided at the func level: programs/wsloop_guided.mlir written with
// func and arith (omp.wsloop schedule(guided) over an i32 omp.loop_nest, the
// bounds function arguments), memory as llvm ops on !llvm.ptr. It prints the
// same lines, so programs/wsloop_guided.c and its CHECK lines apply.

llvm.mlir.global internal @hits(dense<0> : tensor<1024xi32>) : !llvm.array<1024 x i32>
llvm.mlir.global internal @owner(dense<0> : tensor<1024xi32>) : !llvm.array<1024 x i32>
llvm.mlir.global internal constant @l_guided("guided\00") : !llvm.array<7 x i8>
llvm.mlir.global internal constant @l_guided_chunked("guided chunked\00") : !llvm.array<15 x i8>

func.func private @omp_get_thread_num() -> i32
// void report_bounds(const char *, int lb, int ub, int step, int inclusive);
// void report_loop(int check, int chunk, int nthreads, int *hits, int *owner)
func.func private @report_bounds(!llvm.ptr, i32, i32, i32, i32)
func.func private @report_loop(i32, i32, i32, !llvm.ptr, !llvm.ptr)

// k = (i - lb) / step; hits[k] += 1; owner[k] = omp_get_thread_num();
func.func private @record_iteration(%i: i32, %lb: i32, %step: i32) {
  %d = arith.subi %i, %lb : i32
  %k = arith.divsi %d, %step : i32
  %hits = llvm.mlir.addressof @hits : !llvm.ptr
  %hit = llvm.getelementptr %hits[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<1024 x i32>
  %old = llvm.load %hit : !llvm.ptr -> i32
  %c1 = arith.constant 1 : i32
  %new = arith.addi %old, %c1 : i32
  llvm.store %new, %hit : i32, !llvm.ptr
  %t = func.call @omp_get_thread_num() : () -> i32
  %owner = llvm.mlir.addressof @owner : !llvm.ptr
  %own = llvm.getelementptr %owner[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<1024 x i32>
  llvm.store %t, %own : i32, !llvm.ptr
  return
}

func.func private @report(%label: !llvm.ptr, %lb: i32, %ub: i32, %step: i32, %inclusive: i32, %check: i32, %chunk: i32) {
  func.call @report_bounds(%label, %lb, %ub, %step, %inclusive) : (!llvm.ptr, i32, i32, i32, i32) -> ()
  %c4 = arith.constant 4 : i32
  %hits = llvm.mlir.addressof @hits : !llvm.ptr
  %owner = llvm.mlir.addressof @owner : !llvm.ptr
  func.call @report_loop(%check, %chunk, %c4, %hits, %owner) : (i32, i32, i32, !llvm.ptr, !llvm.ptr) -> ()
  return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(guided) over [lb, ub) by step
func.func private @loop(%lb: i32, %ub: i32, %step: i32) {
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(guided) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
        func.call @record_iteration(%i, %lb, %step) : (i32, i32, i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = llvm.mlir.addressof @l_guided : !llvm.ptr
  %zero = arith.constant 0 : i32
  %incl = arith.constant 0 : i32
  %check = arith.constant 3 : i32
  func.call @report(%l, %lb, %ub, %step, %incl, %check, %zero) : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(guided) over [lb, ub] by step
func.func private @loop_inclusive(%lb: i32, %ub: i32, %step: i32) {
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(guided) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%step) {
        func.call @record_iteration(%i, %lb, %step) : (i32, i32, i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = llvm.mlir.addressof @l_guided : !llvm.ptr
  %zero = arith.constant 0 : i32
  %incl = arith.constant 1 : i32
  %check = arith.constant 3 : i32
  func.call @report(%l, %lb, %ub, %step, %incl, %check, %zero) : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(guided, chunk) over [lb, ub) by step
func.func private @loop_chunk(%lb: i32, %ub: i32, %step: i32, %chunk: i32) {
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(guided = %chunk : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
        func.call @record_iteration(%i, %lb, %step) : (i32, i32, i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = llvm.mlir.addressof @l_guided_chunked : !llvm.ptr
  %zero = arith.constant 0 : i32
  %incl = arith.constant 0 : i32
  %check = arith.constant 3 : i32
  func.call @report(%l, %lb, %ub, %step, %incl, %check, %chunk) : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(guided, chunk) over [lb, ub] by step
func.func private @loop_chunk_inclusive(%lb: i32, %ub: i32, %step: i32, %chunk: i32) {
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(guided = %chunk : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%step) {
        func.call @record_iteration(%i, %lb, %step) : (i32, i32, i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = llvm.mlir.addressof @l_guided_chunked : !llvm.ptr
  %zero = arith.constant 0 : i32
  %incl = arith.constant 1 : i32
  %check = arith.constant 3 : i32
  func.call @report(%l, %lb, %ub, %step, %incl, %check, %chunk) : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> ()
  return
}

func.func @main() -> i32 {
  %cm20 = arith.constant -20 : i32
  %cm10 = arith.constant -10 : i32
  %cm4 = arith.constant -4 : i32
  %cm3 = arith.constant -3 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c10 = arith.constant 10 : i32
  %c50 = arith.constant 50 : i32
  %c100 = arith.constant 100 : i32
  %c1000 = arith.constant 1000 : i32
  func.call @loop(%c0, %c100, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%cm20, %c50, %c7) : (i32, i32, i32) -> ()
  func.call @loop(%c100, %c0, %cm3) : (i32, i32, i32) -> ()
  func.call @loop(%c0, %c1000, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%c0, %c3, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%c7, %c8, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%c5, %c5, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%c10, %c0, %c1) : (i32, i32, i32) -> ()
  func.call @loop(%c0, %c10, %cm1) : (i32, i32, i32) -> ()
  func.call @loop_inclusive(%c1, %c10, %c1) : (i32, i32, i32) -> ()
  func.call @loop_inclusive(%c10, %cm10, %cm4) : (i32, i32, i32) -> ()
  func.call @loop_inclusive(%c3, %c3, %c1) : (i32, i32, i32) -> ()
  func.call @loop_inclusive(%c3, %c2, %c1) : (i32, i32, i32) -> ()
  func.call @loop_chunk(%c0, %c100, %c1, %c5) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk(%c100, %c0, %cm3, %c4) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk(%c0, %c1000, %c1, %c7) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk(%c7, %c8, %c1, %c3) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk(%c5, %c5, %c1, %c2) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk_inclusive(%c1, %c10, %c1, %c3) : (i32, i32, i32, i32) -> ()
  func.call @loop_chunk_inclusive(%c10, %cm10, %cm4, %c2) : (i32, i32, i32, i32) -> ()
  return %c0 : i32
}
