// omp.single runs its body once in a team of 4 and the others wait at its
// implicit barrier; every thread then sees the value it wrote.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: single ran 1 times
// CHECK-NEXT: thread 0 saw 7
// CHECK-NEXT: thread 1 saw 7
// CHECK-NEXT: thread 2 saw 7
// CHECK-NEXT: thread 3 saw 7

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.mlir.global private constant @fmt("single ran %d times\0A\00") {addr_space = 0 : i32} : !llvm.array<21 x i8>
llvm.mlir.global private constant @fmt2("thread %d saw %d\0A\00") {addr_space = 0 : i32} : !llvm.array<18 x i8>
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
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %n = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %n : i32, !llvm.ptr
  llvm.store %c0, %x : i32, !llvm.ptr
  %seen = llvm.mlir.addressof @seen : !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    omp.single {
      %v = llvm.load %n : !llvm.ptr -> i32
      %w = llvm.add %v, %c1 : i32
      llvm.store %w, %n : i32, !llvm.ptr
      llvm.store volatile %c7, %x : i32, !llvm.ptr
      omp.terminator
    }
    %t = llvm.call @omp_get_thread_num() : () -> i32
    %s = llvm.load volatile %x : !llvm.ptr -> i32
    %p = llvm.getelementptr inbounds %seen[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %s, %p : i32, !llvm.ptr
    omp.terminator
  }
  %vn = llvm.load %n : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %vn) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %fmt2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @print_all(%fmt2, %seen, %c4) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
