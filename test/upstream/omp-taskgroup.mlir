// omp.taskgroup waits for its tasks: three tasks add 1, 10 and 100 to a
// counter atomically; after the group the counter is 111.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: after taskgroup: 111

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("after taskgroup: %d\0A\00") {addr_space = 0 : i32} : !llvm.array<21 x i8>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %c100 = llvm.mlir.constant(100 : i32) : i32
  %n = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %seen = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %n : i32, !llvm.ptr
  omp.parallel num_threads(%c2 : i32) {
    omp.single {
      omp.taskgroup {
        omp.task {
          omp.atomic.update %n : !llvm.ptr {
          ^bb0(%old: i32):
            %new = llvm.add %old, %c1 : i32
            omp.yield(%new : i32)
          }
          omp.terminator
        }
        omp.task {
          omp.atomic.update %n : !llvm.ptr {
          ^bb0(%old: i32):
            %new = llvm.add %old, %c10 : i32
            omp.yield(%new : i32)
          }
          omp.terminator
        }
        omp.task {
          omp.atomic.update %n : !llvm.ptr {
          ^bb0(%old: i32):
            %new = llvm.add %old, %c100 : i32
            omp.yield(%new : i32)
          }
          omp.terminator
        }
        omp.terminator
      }
      %v = llvm.load %n : !llvm.ptr -> i32
      llvm.store %v, %seen : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  %v = llvm.load %seen : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %c0 : i32
}
