// The cir input level: convert cir to the llvm dialect first (omp ops
// pass through with their regions converted), run the three passes,
// then --convert-to-llvm again for what they produce. A parallel region
// of 3 threads whose threads count themselves in a critical section,
// with a single that spawns a task; checked lowered and executed with
// libgomp and libomp.
//
// RUN: strata-opt --convert-to-llvm %s | strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --convert-to-llvm %s | strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --convert-to-llvm %s | strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm | filecheck --check-prefix=NOCIR %s
//
// REQUIRES: llc, gcc
// RUN: strata-opt --convert-to-llvm %s | strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -fopenmp %t.gomp.o -o %t.gomp && %t.gomp | FileCheck --check-prefix=EXEC %s
// RUN: strata-opt --convert-to-llvm %s | strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && gcc %t.iomp.o -L/usr/lib/llvm-16/lib -lomp -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp && %t.iomp | FileCheck --check-prefix=EXEC %s

// GOMP-LABEL: llvm.func @main() -> i32
// GOMP: llvm.call @GOMP_parallel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
// GOMP: llvm.func internal @main.omp_outlined(%arg0: !llvm.ptr {llvm.noalias})
// GOMP: llvm.call @GOMP_critical_start()
// GOMP: llvm.call @GOMP_critical_end()
// GOMP: llvm.call @GOMP_single_start()
// GOMP: llvm.call @GOMP_task(
// GOMP: llvm.call @GOMP_barrier()
// GOMP: llvm.func internal @main.omp_task_entry(%arg0: !llvm.ptr {llvm.noalias})

// IOMP-LABEL: llvm.func @main() -> i32
// IOMP: llvm.call @__kmpc_push_num_threads(
// IOMP: llvm.call @__kmpc_fork_call(
// IOMP: llvm.func internal @main.omp_outlined(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr)
// IOMP: llvm.call @__kmpc_critical(
// IOMP: llvm.call @__kmpc_end_critical(
// IOMP: llvm.call @__kmpc_single(
// IOMP: llvm.call @__kmpc_omp_task_alloc(
// IOMP: llvm.call @__kmpc_omp_task(
// IOMP: llvm.call @__kmpc_end_single(
// IOMP: llvm.call @__kmpc_barrier(
// IOMP: llvm.func internal @main.omp_task_entry(%arg0: i32, %arg1: !llvm.ptr) -> i32

// NOCIR-NOT: cir.
// NOCIR-NOT: omp.

// EXEC: threads=3 task=1

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>

cir.global internal constant @fmt = #cir.const_array<"threads=%d task=%d\0A\00"> : !cir.array<!s8i x 20>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %count = cir.alloca !s32i, !cir.ptr<!s32i>, ["count"] {alignment = 4 : i64}
  %task = cir.alloca !s32i, !cir.ptr<!s32i>, ["task"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.store %c0, %count : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %task : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 3 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.critical {
      %v = cir.load %count : !cir.ptr<!s32i>, !s32i
      %w = cir.binop(add, %v, %c1) : !s32i
      cir.store %w, %count : !s32i, !cir.ptr<!s32i>
      omp.terminator
    }
    omp.single {
      omp.task {
        cir.store %c1, %task : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  %g = cir.get_global @fmt : !cir.ptr<!cir.array<!s8i x 20>>
  %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 20>>), !cir.ptr<!s8i>
  %cv = cir.load %count : !cir.ptr<!s32i>, !s32i
  %tv = cir.load %task : !cir.ptr<!s32i>, !s32i
  %p = cir.call @printf(%gp, %cv, %tv) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
