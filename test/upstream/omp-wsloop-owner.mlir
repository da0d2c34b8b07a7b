// schedule(static, 2) in a team of 4 gives iteration i to thread (i / 2) % 4:
// each iteration records the thread that ran it.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: iter 0 on 0
// CHECK-NEXT: iter 1 on 0
// CHECK-NEXT: iter 2 on 1
// CHECK-NEXT: iter 3 on 1
// CHECK-NEXT: iter 4 on 2
// CHECK-NEXT: iter 5 on 2
// CHECK-NEXT: iter 6 on 3
// CHECK-NEXT: iter 7 on 3
// CHECK-NEXT: iter 8 on 0
// CHECK-NEXT: iter 9 on 0
// CHECK-NEXT: iter 10 on 1
// CHECK-NEXT: iter 11 on 1
// CHECK-NEXT: iter 12 on 2
// CHECK-NEXT: iter 13 on 2
// CHECK-NEXT: iter 14 on 3
// CHECK-NEXT: iter 15 on 3

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.mlir.global private constant @fmt("iter %d on %d\0A\00") {addr_space = 0 : i32} : !llvm.array<15 x i8>
llvm.mlir.global internal @owner(dense<-1> : tensor<16xi32>) {addr_space = 0 : i32} : !llvm.array<16 x i32>
// Prints fmt(i, a[i]) for i in [0, n), in order.
llvm.func internal @print_all(%fmt: !llvm.ptr, %a: !llvm.ptr, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %p = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %i, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  llvm.br ^loop(%next : i32)
^exit:
  llvm.return
}

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %o = llvm.mlir.addressof @owner : !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    omp.wsloop schedule(static = %c2 : i32) {
      omp.loop_nest (%i) : i32 = (%c0) to (%c16) step (%c1) {
        %t = llvm.call @omp_get_thread_num() : () -> i32
        %p = llvm.getelementptr inbounds %o[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %t, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%fmt, %o, %c16) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
