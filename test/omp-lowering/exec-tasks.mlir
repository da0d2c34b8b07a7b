// Executed: the task semantics that are easy to get subtly wrong, with
// libgomp and libomp. A task that depends (in) on one that writes x
// after a nap (out) reads its value; a task whose if clause is false is
// undeferred: it has finished when the construct returns (it naps, then
// reads a flag the creating thread sets right after the construct, and
// must see it unset); a taskgroup waits for its task; a firstprivate is
// copied when the task is created, not when it runs.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -fopenmp %t.gomp.o -o %t.gomp && %t.gomp | FileCheck %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && gcc %t.iomp.o -L/usr/lib/llvm-16/lib -lomp -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp && %t.iomp | FileCheck %s

// CHECK: depend=1 undeferred_saw_after=0 taskgroup=1 firstprivate=7

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @usleep(i32) -> i32
  llvm.mlir.global private constant @fmt("depend=%d undeferred_saw_after=%d taskgroup=%d firstprivate=%d\0A\00")
  llvm.func @main() -> i32 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %nap = llvm.mlir.constant(20000 : i32) : i32
    %false = llvm.mlir.constant(false) : i1
    %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %y = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %after = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %seen = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %g = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %fp = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %fpout = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    llvm.store %zero, %x : i32, !llvm.ptr
    llvm.store %zero, %y : i32, !llvm.ptr
    llvm.store %zero, %after : i32, !llvm.ptr
    llvm.store %one, %seen : i32, !llvm.ptr
    llvm.store %zero, %g : i32, !llvm.ptr
    llvm.store %seven, %fp : i32, !llvm.ptr
    omp.parallel num_threads(%two : i32) {
      omp.single {
        omp.task depend(taskdependout -> %x : !llvm.ptr) {
          %s = llvm.call @usleep(%nap) : (i32) -> i32
          llvm.store %one, %x : i32, !llvm.ptr
          omp.terminator
        }
        omp.task depend(taskdependin -> %x : !llvm.ptr) {
          %v = llvm.load %x : !llvm.ptr -> i32
          llvm.store %v, %y : i32, !llvm.ptr
          omp.terminator
        }
        omp.task if(%false) {
          %s = llvm.call @usleep(%nap) : (i32) -> i32
          %v = llvm.load %after : !llvm.ptr -> i32
          llvm.store %v, %seen : i32, !llvm.ptr
          omp.terminator
        }
        llvm.store %one, %after : i32, !llvm.ptr
        omp.taskwait
        omp.taskgroup {
          omp.task {
            %s = llvm.call @usleep(%nap) : (i32) -> i32
            llvm.store %one, %g : i32, !llvm.ptr
            omp.terminator
          }
          omp.terminator
        }
        omp.task private(@fp_i32 %fp -> %p : !llvm.ptr) {
          %s = llvm.call @usleep(%nap) : (i32) -> i32
          %v = llvm.load %p : !llvm.ptr -> i32
          llvm.store %v, %fpout : i32, !llvm.ptr
          omp.terminator
        }
        llvm.store %zero, %fp : i32, !llvm.ptr
        omp.taskwait
        omp.terminator
      }
      omp.terminator
    }
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %vy = llvm.load %y : !llvm.ptr -> i32
    %vs = llvm.load %seen : !llvm.ptr -> i32
    %vg = llvm.load %g : !llvm.ptr -> i32
    %vf = llvm.load %fpout : !llvm.ptr -> i32
    %r = llvm.call @printf(%f, %vy, %vs, %vg, %vf) : (!llvm.ptr, i32, i32, i32, i32) -> i32
    llvm.return %zero : i32
  }
  omp.private {type = firstprivate} @fp_i32 : i32 copy {
  ^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    omp.yield(%dst : !llvm.ptr)
  }
}
