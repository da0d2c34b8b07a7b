// Each of 4 threads takes a ticket with omp.atomic.capture (read, then
// update): the tickets are 0..3 in some order, so their sum is 6 and the
// counter ends at 4; omp.atomic.read and omp.atomic.write around them.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: tickets sum = 6 counter = 4 flag = 42

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("tickets sum = %d counter = %d flag = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<41 x i8>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c42 = llvm.mlir.constant(42 : i32) : i32
  %ctr = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %sum = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %flag = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %out = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %ctr : i32, !llvm.ptr
  llvm.store %c0, %sum : i32, !llvm.ptr
  llvm.store %c0, %flag : i32, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    %mine = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    omp.atomic.capture {
      omp.atomic.read %mine = %ctr : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.update %ctr : !llvm.ptr {
      ^bb0(%old: i32):
        %new = llvm.add %old, %c1 : i32
        omp.yield(%new : i32)
      }
      omp.terminator
    }
    %m = llvm.load %mine : !llvm.ptr -> i32
    omp.atomic.update %sum : !llvm.ptr {
    ^bb0(%old: i32):
      %new = llvm.add %old, %m : i32
      omp.yield(%new : i32)
    }
    omp.atomic.write %flag = %c42 memory_order(seq_cst) : !llvm.ptr, i32
    omp.terminator
  }
  omp.atomic.read %out = %flag memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
  %vs = llvm.load %sum : !llvm.ptr -> i32
  %vc = llvm.load %ctr : !llvm.ptr -> i32
  %vf = llvm.load %out : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %vs, %vc, %vf) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  llvm.return %c0 : i32
}
