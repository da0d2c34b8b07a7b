// A sum reduction over i in [1, 100] by omp.wsloop reduction(...) with
// schedule(guided), in a team of 4: 5050 whatever the schedule.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: sum = 5050

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("sum = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<10 x i8>
omp.declare_reduction @add_i32 : i32 init {
^bb0(%x: i32):
  %0 = llvm.mlir.constant(0 : i32) : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%x: i32, %y: i32):
  %s = llvm.add %x, %y : i32
  omp.yield(%s : i32)
}
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c100 = llvm.mlir.constant(100 : i32) : i32
  %sum = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %sum : i32, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    omp.wsloop schedule(guided) reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%c100) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  %s = llvm.load %sum : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %c0 : i32
}
