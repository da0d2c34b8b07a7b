// Executed, with libgomp and libomp: copyprivate broadcasts the value of
// the thread that ran the single to the private variable of every thread
// (thread T prints the number of the thread that ran it, the same for
// all); masked filter(2) runs once, on thread 2; an atomic capture of
// the old value of a counter gives each thread a distinct ticket (0..3,
// summing to 6); a capture with a write swaps a double.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -fopenmp %t.gomp.o -o %t.gomp && %t.gomp | sort | FileCheck %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && gcc %t.iomp.o -L/usr/lib/llvm-16/lib -lomp -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp && %t.iomp | sort | FileCheck %s

// CHECK: masked ran on 2, 1 time(s); captured olds sum=6 final=4 swapped=2.5
// CHECK-NEXT: thread 0: copyprivate=[[V:[0-3]]]
// CHECK-NEXT: thread 1: copyprivate=[[V]]
// CHECK-NEXT: thread 2: copyprivate=[[V]]
// CHECK-NEXT: thread 3: copyprivate=[[V]]

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @omp_get_thread_num() -> i32
  llvm.mlir.global private constant @fmt("thread %d: copyprivate=%d\0A\00")
  llvm.mlir.global private constant @fmt2("masked ran on %d, %d time(s); captured olds sum=%d final=%d swapped=%g\0A\00")
  llvm.func @copy_i32(%dst: !llvm.ptr, %src: !llvm.ptr) {
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @main() -> i32 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %k = llvm.mlir.constant(42 : i32) : i32
    %fk = llvm.mlir.constant(2.5 : f64) : f64
    %who = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %times = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %ctr = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %sum = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %fx = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
    %fold = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
    llvm.store %zero, %who : i32, !llvm.ptr
    llvm.store %zero, %times : i32, !llvm.ptr
    llvm.store %zero, %ctr : i32, !llvm.ptr
    llvm.store %zero, %sum : i32, !llvm.ptr
    %f0 = llvm.mlir.constant(0.0 : f64) : f64
    llvm.store %f0, %fx : f64, !llvm.ptr
    omp.parallel num_threads(%four : i32) {
      %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
      %old = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
      %t = llvm.call @omp_get_thread_num() : () -> i32
      llvm.store %t, %x : i32, !llvm.ptr
      omp.single copyprivate(%x -> @copy_i32 : !llvm.ptr) {
        %v = llvm.add %t, %k : i32
        llvm.store %v, %x : i32, !llvm.ptr
        omp.terminator
      }
      %f = llvm.mlir.addressof @fmt : !llvm.ptr
      %v = llvm.load %x : !llvm.ptr -> i32
      %xt = llvm.sub %v, %k : i32
      // Every thread got the value of the thread that ran the single.
      %r = llvm.call @printf(%f, %t, %xt) : (!llvm.ptr, i32, i32) -> i32
      omp.masked filter(%two : i32) {
        llvm.store %t, %who : i32, !llvm.ptr
        %n = llvm.load %times : !llvm.ptr -> i32
        %n1 = llvm.add %n, %one : i32
        llvm.store %n1, %times : i32, !llvm.ptr
        omp.terminator
      }
      // ctr++ capturing the old value: the olds are 0..3, summing to 6.
      omp.atomic.capture {
        omp.atomic.read %old = %ctr : !llvm.ptr, !llvm.ptr, i32
        omp.atomic.update %ctr : !llvm.ptr {
        ^bb0(%o: i32):
          %n = llvm.add %o, %one : i32
          omp.yield(%n : i32)
        }
        omp.terminator
      }
      %ov = llvm.load %old : !llvm.ptr -> i32
      omp.atomic.update %sum : !llvm.ptr {
      ^bb0(%o: i32):
        %n = llvm.add %o, %ov : i32
        omp.yield(%n : i32)
      }
      omp.barrier
      omp.masked {
        omp.atomic.capture {
          omp.atomic.read %fold = %fx : !llvm.ptr, !llvm.ptr, f64
          omp.atomic.write %fx = %fk : !llvm.ptr, f64
          omp.terminator
        }
        omp.terminator
      }
      omp.terminator
    }
    %f2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
    %w = llvm.load %who : !llvm.ptr -> i32
    %n = llvm.load %times : !llvm.ptr -> i32
    %s = llvm.load %sum : !llvm.ptr -> i32
    %c = llvm.load %ctr : !llvm.ptr -> i32
    %fv = llvm.load %fx : !llvm.ptr -> f64
    %r = llvm.call @printf(%f2, %w, %n, %s, %c, %fv) : (!llvm.ptr, i32, i32, i32, i32, f64) -> i32
    llvm.return %zero : i32
  }
}
