// omp.parallel through the three passes, for each runtime: the plan
// --omp-to-omp-lower attaches, the function --omp-outline makes (packed
// captures for libgomp and pmsis, by_pointer for iomp's microtask), and
// the calls --omp-lower-plan leaves.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower %s | filecheck --check-prefix=PLAN %s
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline %s | filecheck --check-prefix=OUTLINE %s
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=PMSIS %s
// RUN: strata-opt --pass-pipeline='builtin.module(omp-to-omp-lower{runtime=iomp},omp-outline,omp-lower-plan)' %s | filecheck --check-prefix=IOMP %s

// PLAN: omp_lower.plan "libgomp" parallel {
// PLAN:   capture_strategy = "packed"
// PLAN:   outline_signature = closure()
// PLAN:   call "GOMP_parallel"(body, env_ptr, team_size, proc_bind_kind)
// PLAN: } wraps {
// PLAN:   omp.parallel num_threads

// OUTLINE: omp_lower.plan "libgomp" parallel
// OUTLINE: llvm.mlir.addressof @main.omp_outlined {omp_lower.bind = "body"}
// OUTLINE: llvm.bitcast %{{.*}} {omp_lower.bind = "env_ptr"}
// OUTLINE: llvm.func internal @main.omp_outlined(%arg0: !llvm.ptr {llvm.noalias}) {
// OUTLINE:   llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32)>
// OUTLINE:   llvm.getelementptr %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32)>
// OUTLINE:   llvm.return

// GOMP-LABEL: llvm.func @main
// GOMP: %[[ENV:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, i32)>
// GOMP: %[[BODY:.*]] = llvm.mlir.addressof @main.omp_outlined
// GOMP: %[[BIND:.*]] = llvm.mlir.constant(3 : i32)
// GOMP: llvm.call @GOMP_parallel(%[[BODY]], %[[ENV]], %{{.*}}, %[[BIND]]) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
// GOMP-NOT: omp.

// IOMP: llvm.func @__kmpc_fork_call(!llvm.ptr, i32, !llvm.ptr, ...)
// IOMP: llvm.mlir.global private constant @".omp.ident"
// IOMP-LABEL: llvm.func @main
// IOMP: %[[N:.*]] = llvm.mlir.constant(2 : i32)
// IOMP: %[[GTID:.*]] = llvm.call @__kmpc_global_thread_num(%{{.*}})
// IOMP: llvm.call @__kmpc_push_num_threads(%{{.*}}, %[[GTID]], %{{.*}}) : (!llvm.ptr, i32, i32) -> ()
// IOMP: llvm.call @__kmpc_push_proc_bind(%{{.*}}, %[[GTID]], %{{.*}}) : (!llvm.ptr, i32, i32) -> ()
// IOMP: llvm.call @__kmpc_fork_call(%{{.*}}, %[[N]], %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// IOMP: llvm.func internal @main.omp_outlined(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr {llvm.noalias})

// PMSIS-LABEL: llvm.func @main
// PMSIS: llvm.call @pi_cl_team_fork(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// PMSIS: llvm.func internal @main.omp_outlined(%arg0: !llvm.ptr {llvm.noalias})

module {
  llvm.func @use(!llvm.ptr, i32)
  llvm.func @main() -> i32 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %n = llvm.mlir.constant(4 : i32) : i32
    %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %k = llvm.load %x : !llvm.ptr -> i32
    omp.parallel num_threads(%n : i32) proc_bind(close) {
      llvm.call @use(%x, %k) : (!llvm.ptr, i32) -> ()
      omp.terminator
    }
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
