// Executed smoke test: a parallel region of 4 threads where every thread
// counts itself with an atomic add and with a critical section, single
// and master bodies run once, and a float is updated with a
// compare-and-swap loop; printed after the region. Lowered for libgomp
// and for libomp (iomp), converted to llvm, translated, compiled, run.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -fopenmp %t.gomp.o -o %t.gomp && %t.gomp | FileCheck %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && gcc %t.iomp.o -L/usr/lib/llvm-16/lib -lomp -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp && %t.iomp | FileCheck %s

// CHECK: atomic=4 critical=4 single=1 master=1 product=16

module {
  omp.critical.declare @counter
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("atomic=%d critical=%d single=%d master=%d product=%g\0A\00")
  llvm.func @main() -> i32 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %fone = llvm.mlir.constant(1.0 : f64) : f64
    %ftwo = llvm.mlir.constant(2.0 : f64) : f64
    %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %c = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %s = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %m = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
    llvm.store %zero, %a : i32, !llvm.ptr
    llvm.store %zero, %c : i32, !llvm.ptr
    llvm.store %zero, %s : i32, !llvm.ptr
    llvm.store %zero, %m : i32, !llvm.ptr
    llvm.store %fone, %p : f64, !llvm.ptr
    omp.parallel num_threads(%four : i32) {
      omp.atomic.update %a : !llvm.ptr {
      ^bb0(%old: i32):
        %new = llvm.add %old, %one : i32
        omp.yield(%new : i32)
      }
      omp.atomic.update %p : !llvm.ptr {
      ^bb0(%old: f64):
        %new = llvm.fmul %old, %ftwo : f64
        omp.yield(%new : f64)
      }
      omp.critical(@counter) {
        %v = llvm.load %c : !llvm.ptr -> i32
        %w = llvm.add %v, %one : i32
        llvm.store %w, %c : i32, !llvm.ptr
        omp.terminator
      }
      omp.single {
        %v = llvm.load %s : !llvm.ptr -> i32
        %w = llvm.add %v, %one : i32
        llvm.store %w, %s : i32, !llvm.ptr
        omp.terminator
      }
      omp.master {
        %v = llvm.load %m : !llvm.ptr -> i32
        %w = llvm.add %v, %one : i32
        llvm.store %w, %m : i32, !llvm.ptr
        omp.terminator
      }
      omp.barrier
      omp.terminator
    }
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %va = llvm.load %a : !llvm.ptr -> i32
    %vc = llvm.load %c : !llvm.ptr -> i32
    %vs = llvm.load %s : !llvm.ptr -> i32
    %vm = llvm.load %m : !llvm.ptr -> i32
    %vp = llvm.load %p : !llvm.ptr -> f64
    %r = llvm.call @printf(%f, %va, %vc, %vs, %vm, %vp) : (!llvm.ptr, i32, i32, i32, i32, f64) -> i32
    llvm.return %zero : i32
  }
}
