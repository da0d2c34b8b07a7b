// A named and an unnamed omp.critical, each entered 50 times by each of
// 4 threads (a loop in llvm blocks inside the region): 200 and 400.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: named = 200 unnamed = 400

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("named = %d unnamed = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<25 x i8>
omp.critical.declare @lock
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c50 = llvm.mlir.constant(50 : i32) : i32
  %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %a : i32, !llvm.ptr
  llvm.store %c0, %b : i32, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    llvm.br ^loop(%c0 : i32)
  ^loop(%i: i32):
    %more = llvm.icmp "slt" %i, %c50 : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    omp.critical(@lock) {
      %v = llvm.load %a : !llvm.ptr -> i32
      %w = llvm.add %v, %c1 : i32
      llvm.store %w, %a : i32, !llvm.ptr
      omp.terminator
    }
    omp.critical {
      %v = llvm.load %b : !llvm.ptr -> i32
      %w = llvm.add %v, %c2 : i32
      llvm.store %w, %b : i32, !llvm.ptr
      omp.terminator
    }
    %next = llvm.add %i, %c1 : i32
    llvm.br ^loop(%next : i32)
  ^done:
    omp.terminator
  }
  %va = llvm.load %a : !llvm.ptr -> i32
  %vb = llvm.load %b : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %va, %vb) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return %c0 : i32
}
