// A zero-initialized global array filled with Fibonacci numbers by a loop.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: fib[0] = 0
// CHECK-NEXT: fib[1] = 1
// CHECK-NEXT: fib[2] = 1
// CHECK-NEXT: fib[3] = 2
// CHECK-NEXT: fib[4] = 3
// CHECK-NEXT: fib[5] = 5
// CHECK-NEXT: fib[6] = 8
// CHECK-NEXT: fib[7] = 13
// CHECK-NEXT: fib[8] = 21
// CHECK-NEXT: fib[9] = 34
// CHECK-NEXT: fib[10] = 55
// CHECK-NEXT: fib[11] = 89
// CHECK-NEXT: fib[12] = 144
// CHECK-NEXT: fib[13] = 233
// CHECK-NEXT: fib[14] = 377

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("fib[%d] = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
llvm.mlir.global internal @fib(dense<0> : tensor<15xi32>) {addr_space = 0 : i32} : !llvm.array<15 x i32>
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
  %a = llvm.mlir.addressof @fib : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c15 = llvm.mlir.constant(15 : i32) : i32
  %p1 = llvm.getelementptr inbounds|nuw %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i32>
  llvm.store %c1, %p1 : i32, !llvm.ptr
  llvm.br ^loop(%c2 : i32)
^loop(%i: i32):
  %more = llvm.icmp "slt" %i, %c15 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %im1 = llvm.sub %i, %c1 : i32
  %im2 = llvm.sub %i, %c2 : i32
  %q1 = llvm.getelementptr %a[%im1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %q2 = llvm.getelementptr %a[%im2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %q1 : !llvm.ptr -> i32
  %y = llvm.load %q2 : !llvm.ptr -> i32
  %s = llvm.add %x, %y : i32
  %q = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %s, %q : i32, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1 : i32)
^exit:
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%f, %a, %c15) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
