// omp.wsloop + omp.loop_nest (upstream's current form) inside a team of 4:
// a[i] = i*i for i in [0, 12); printed in order afterwards.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: a[0] = 0
// CHECK-NEXT: a[1] = 1
// CHECK-NEXT: a[2] = 4
// CHECK-NEXT: a[3] = 9
// CHECK-NEXT: a[4] = 16
// CHECK-NEXT: a[5] = 25
// CHECK-NEXT: a[6] = 36
// CHECK-NEXT: a[7] = 49
// CHECK-NEXT: a[8] = 64
// CHECK-NEXT: a[9] = 81
// CHECK-NEXT: a[10] = 100
// CHECK-NEXT: a[11] = 121

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("a[%d] = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
llvm.mlir.global internal @a(dense<0> : tensor<12xi32>) {addr_space = 0 : i32} : !llvm.array<12 x i32>
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
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c12 = llvm.mlir.constant(12 : i32) : i32
  %a = llvm.mlir.addressof @a : !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%c0) to (%c12) step (%c1) {
        %sq = llvm.mul %i, %i overflow<nsw> : i32
        %p = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %sq, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%fmt, %a, %c12) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
