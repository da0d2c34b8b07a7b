// Insertion sort of an 8-element global array, in nested block loops.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: a[0] = 1
// CHECK-NEXT: a[1] = 2
// CHECK-NEXT: a[2] = 3
// CHECK-NEXT: a[3] = 4
// CHECK-NEXT: a[4] = 5
// CHECK-NEXT: a[5] = 7
// CHECK-NEXT: a[6] = 8
// CHECK-NEXT: a[7] = 9

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("a[%d] = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
llvm.mlir.global internal @a(dense<[5, 3, 8, 1, 9, 2, 7, 4]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
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
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  llvm.br ^outer(%c1 : i32)
^outer(%i: i32):
  %more = llvm.icmp "slt" %i, %c8 : i32
  llvm.cond_br %more, ^pick, ^exit
^pick:
  %pi = llvm.getelementptr %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %key = llvm.load %pi : !llvm.ptr -> i32
  llvm.br ^inner(%i : i32)
^inner(%j: i32):
  %pos = llvm.icmp "sgt" %j, %c0 : i32
  llvm.cond_br %pos, ^cmp, ^place(%j : i32)
^cmp:
  %jm1 = llvm.sub %j, %c1 : i32
  %pj = llvm.getelementptr %a[%jm1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %pj : !llvm.ptr -> i32
  %gt = llvm.icmp "sgt" %v, %key : i32
  llvm.cond_br %gt, ^shift, ^place(%j : i32)
^shift:
  %dst = llvm.getelementptr %a[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v, %dst : i32, !llvm.ptr
  llvm.br ^inner(%jm1 : i32)
^place(%k: i32):
  %pk = llvm.getelementptr %a[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %key, %pk : i32, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^outer(%i1 : i32)
^exit:
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%f, %a, %c8) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
