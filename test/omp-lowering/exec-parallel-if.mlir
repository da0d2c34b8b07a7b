// Executed, for each runtime: parallel if(argc > 1) num_threads(3) with a
// private and a firstprivate variable. Run without an argument, the if
// clause is false and the region runs on a team of one (libomp through
// __kmpc_serialized_parallel, libgomp and pmsis with a team size of 1);
// with one, on three threads. Each thread adds its firstprivate copy (5)
// to a sum and then overwrites its copies; the originals are unchanged.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -fopenmp %t.gomp.o -o %t.gomp
// RUN: %t.gomp | FileCheck --check-prefix=SERIAL %s
// RUN: %t.gomp fork | FileCheck --check-prefix=TEAM %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && gcc %t.iomp.o -L/usr/lib/llvm-16/lib -lomp -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp
// RUN: %t.iomp | FileCheck --check-prefix=SERIAL %s
// RUN: %t.iomp fork | FileCheck --check-prefix=TEAM %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.pmsis.o && gcc -O2 -c %S/../../runtimes/pmsis/pmsis.c -pthread -o %t.shim.o && gcc %t.pmsis.o %t.shim.o -pthread -o %t.pmsis
// RUN: %t.pmsis | FileCheck --check-prefix=SERIAL %s
// RUN: %t.pmsis fork | FileCheck --check-prefix=TEAM %s

// SERIAL: threads=1 sum=5 private=9 firstprivate=5
// TEAM: threads=3 sum=15 private=9 firstprivate=5

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("threads=%d sum=%d private=%d firstprivate=%d\0A\00")
  omp.private {type = private} @p_i32 : i32
  omp.private {type = firstprivate} @fp_i32 : i32 copy {
  ^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    omp.yield(%dst : !llvm.ptr)
  }
  llvm.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %nine = llvm.mlir.constant(9 : i32) : i32
    %big = llvm.mlir.constant(100 : i32) : i32
    %count = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %sum = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %y = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    llvm.store %zero, %count : i32, !llvm.ptr
    llvm.store %zero, %sum : i32, !llvm.ptr
    llvm.store %nine, %x : i32, !llvm.ptr
    llvm.store %five, %y : i32, !llvm.ptr
    %fork = llvm.icmp "sgt" %argc, %one : i32
    omp.parallel if(%fork) num_threads(%three : i32) private(@p_i32 %x -> %px, @fp_i32 %y -> %py : !llvm.ptr, !llvm.ptr) {
      // A critical section: pmsis has no atomics.
      omp.critical {
        %c = llvm.load %count : !llvm.ptr -> i32
        %cn = llvm.add %c, %one : i32
        llvm.store %cn, %count : i32, !llvm.ptr
        %v = llvm.load %py : !llvm.ptr -> i32
        %s = llvm.load %sum : !llvm.ptr -> i32
        %s1 = llvm.add %s, %v : i32
        llvm.store %s1, %sum : i32, !llvm.ptr
        omp.terminator
      }
      llvm.store %big, %px : i32, !llvm.ptr
      llvm.store %big, %py : i32, !llvm.ptr
      omp.terminator
    }
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %vc = llvm.load %count : !llvm.ptr -> i32
    %vs = llvm.load %sum : !llvm.ptr -> i32
    %vx = llvm.load %x : !llvm.ptr -> i32
    %vy = llvm.load %y : !llvm.ptr -> i32
    %r = llvm.call @printf(%f, %vc, %vs, %vx, %vy) : (!llvm.ptr, i32, i32, i32, i32) -> i32
    llvm.return %zero : i32
  }
}
