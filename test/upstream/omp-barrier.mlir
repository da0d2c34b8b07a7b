// Each of 4 threads writes its slot, waits at omp.barrier, then reads its
// right neighbour's slot: every thread sees the neighbour's write.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: thread 0 saw 11
// CHECK-NEXT: thread 1 saw 12
// CHECK-NEXT: thread 2 saw 13
// CHECK-NEXT: thread 3 saw 10

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.func @usleep(i32) -> i32
llvm.mlir.global private constant @fmt("thread %d saw %d\0A\00") {addr_space = 0 : i32} : !llvm.array<18 x i8>
llvm.mlir.global internal @slot(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal @seen(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
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
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %c1000 = llvm.mlir.constant(1000 : i32) : i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr
  %seen = llvm.mlir.addressof @seen : !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    %t = llvm.call @omp_get_thread_num() : () -> i32
    // Later threads write later, so a missing barrier would show.
    %d = llvm.mul %t, %c1000 : i32
    %u = llvm.call @usleep(%d) : (i32) -> i32
    %v = llvm.add %t, %c10 : i32
    %p = llvm.getelementptr inbounds %slot[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store volatile %v, %p : i32, !llvm.ptr
    omp.barrier
    %n0 = llvm.add %t, %c1 : i32
    %n = llvm.and %n0, %c3 : i32
    %q = llvm.getelementptr inbounds %slot[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %w = llvm.load volatile %q : !llvm.ptr -> i32
    %s = llvm.getelementptr inbounds %seen[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w, %s : i32, !llvm.ptr
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%fmt, %seen, %c4) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
