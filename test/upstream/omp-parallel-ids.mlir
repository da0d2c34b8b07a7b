// omp.parallel with num_threads(4): each thread records tid*tid+1 in its
// slot; the main thread prints the slots in order.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: t0 = 1
// CHECK-NEXT: t1 = 2
// CHECK-NEXT: t2 = 5
// CHECK-NEXT: t3 = 10

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.mlir.global private constant @fmt("t%d = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<10 x i8>
llvm.mlir.global internal @slots(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
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
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slots = llvm.mlir.addressof @slots : !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    %t = llvm.call @omp_get_thread_num() : () -> i32
    %sq = llvm.mul %t, %t : i32
    %v = llvm.add %sq, %c1 : i32
    %p = llvm.getelementptr inbounds %slots[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%fmt, %slots, %c4) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %c0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %c0 : i32
}
