// omp.single in a team of 2 spawns four omp.task, each writing its slot,
// then waits with omp.taskwait; the slots are printed in order.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: task 0 wrote 1
// CHECK-NEXT: task 1 wrote 4
// CHECK-NEXT: task 2 wrote 7
// CHECK-NEXT: task 3 wrote 10

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("task %d wrote %d\0A\00") {addr_space = 0 : i32} : !llvm.array<18 x i8>
llvm.mlir.global internal @a(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
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
  %v0 = llvm.mlir.constant(1 : i32) : i32
  %v1 = llvm.mlir.constant(4 : i32) : i32
  %v2 = llvm.mlir.constant(7 : i32) : i32
  %v3 = llvm.mlir.constant(10 : i32) : i32
  %a = llvm.mlir.addressof @a : !llvm.ptr
  omp.parallel num_threads(%c2 : i32) {
    omp.single {
      omp.task {
        %p = llvm.getelementptr inbounds %a[0] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %v0, %p : i32, !llvm.ptr
        omp.terminator
      }
      omp.task {
        %p = llvm.getelementptr inbounds %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %v1, %p : i32, !llvm.ptr
        omp.terminator
      }
      omp.task {
        %p = llvm.getelementptr inbounds %a[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %v2, %p : i32, !llvm.ptr
        omp.terminator
      }
      omp.task {
        %p = llvm.getelementptr inbounds %a[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %v3, %p : i32, !llvm.ptr
        omp.terminator
      }
      omp.taskwait
      omp.terminator
    }
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @print_all(%fmt, %a, %c4) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return %c0 : i32
}
