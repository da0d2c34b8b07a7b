// omp.parallel with every clause of DSL.md's table, for each runtime:
// if, num_threads, proc_bind, private (a privatizer with init and
// dealloc regions), firstprivate (copied at the dispatch) and a shared
// pointer (captured as itself).
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefixes=CHECK,GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefixes=CHECK,IOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefixes=CHECK,PMSIS %s

// CHECK-LABEL: llvm.func @clauses(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i1, %arg4: i32)
// The firstprivate value is read when the region starts.
// CHECK: %[[FP:[a-z0-9_]+]] = llvm.load %arg2 : !llvm.ptr -> i32
// CHECK: %[[BODY:[a-z0-9_]+]] = llvm.mlir.addressof @clauses.omp_outlined

// libgomp: if and num_threads make the team size, spread is 4.
// GOMP: llvm.store %[[FP]], %{{.*}} : i32
// GOMP: llvm.store %arg0, %{{.*}} : !llvm.ptr
// GOMP: %[[ONE:[a-z0-9_]+]] = llvm.mlir.constant(1 : i32)
// GOMP: %[[N:[a-z0-9_]+]] = llvm.select %arg3, %arg4, %[[ONE]] : i1, i32
// GOMP: %[[SPREAD:[a-z0-9_]+]] = llvm.mlir.constant(4 : i32)
// GOMP: llvm.call @GOMP_parallel(%[[BODY]], %[[ENV:[a-z0-9_]+]], %[[N]], %[[SPREAD]])

// libomp: num_threads and proc_bind pushed, then fork or serialize.
// IOMP: %[[GTID:[a-z0-9_]+]] = llvm.call @__kmpc_global_thread_num(%[[ID:[a-z0-9_]+]])
// IOMP: llvm.call @__kmpc_push_num_threads(%[[ID]], %[[GTID]], %arg4)
// IOMP: llvm.call @__kmpc_push_proc_bind(%[[ID]], %[[GTID]], %{{.*}})
// IOMP: llvm.cond_br %arg3, ^[[FORK:bb[0-9]+]], ^[[SERIAL:bb[0-9]+]]
// IOMP: ^[[FORK]]:
// IOMP: llvm.call @__kmpc_fork_call(%[[ID]], %{{.*}}, %[[BODY]], %[[SLOT:[a-z0-9_]+]], %arg0)
// IOMP: ^[[SERIAL]]:
// IOMP: llvm.call @__kmpc_serialized_parallel(%[[ID]], %[[GTID]])
// IOMP: llvm.call @clauses.omp_outlined(%{{.*}}, %{{.*}}, %[[SLOT]], %arg0)
// IOMP: llvm.call @__kmpc_end_serialized_parallel(%[[ID]], %[[GTID]])

// pmsis: the team size as libgomp's.
// PMSIS: %[[N:[a-z0-9_]+]] = llvm.select %arg3, %arg4, %{{.*}} : i1, i32
// PMSIS: llvm.call @pi_cl_team_fork(%[[N]], %[[BODY]], %{{.*}}) : (i32, !llvm.ptr, !llvm.ptr) -> ()

// The outlined body: the private copy made by the init region and freed
// by the dealloc region, the firstprivate copy initialized from the value
// sent.
// GOMP: llvm.func internal @clauses.omp_outlined(%arg0: !llvm.ptr {llvm.noalias})
// PMSIS: llvm.func internal @clauses.omp_outlined(%arg0: !llvm.ptr {llvm.noalias})
// IOMP: llvm.func internal @clauses.omp_outlined(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr {llvm.noalias}, %arg3: !llvm.ptr)
// CHECK: %[[PRIV:[a-z0-9_]+]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK: %[[M:[a-z0-9_]+]] = llvm.call @malloc
// CHECK: llvm.store %[[M]], %[[PRIV]]
// CHECK: %[[FPC:[a-z0-9_]+]] = llvm.alloca %{{.*}} x i32
// CHECK: llvm.store %{{.*}}, %[[FPC]] : i32, !llvm.ptr
// CHECK: llvm.br ^bb1(%[[PRIV]], %[[FPC]] : !llvm.ptr, !llvm.ptr)
// CHECK: llvm.call @use(
// CHECK: %[[MM:[a-z0-9_]+]] = llvm.load %[[PRIV]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call @free(%[[MM]])
// CHECK-NEXT: llvm.return
// CHECK-NOT: omp.

module {
  llvm.func @use(!llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  omp.private {type = private} @buf : !llvm.ptr init {
  ^bb0(%mold: !llvm.ptr, %slot: !llvm.ptr):
    %n = llvm.mlir.constant(64 : i64) : i64
    %m = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.store %m, %slot : !llvm.ptr, !llvm.ptr
    omp.yield(%slot : !llvm.ptr)
  } dealloc {
  ^bb0(%slot: !llvm.ptr):
    %m = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    llvm.call @free(%m) : (!llvm.ptr) -> ()
    omp.yield
  }
  omp.private {type = firstprivate} @fp : i32 copy {
  ^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    omp.yield(%dst : !llvm.ptr)
  }
  llvm.func @clauses(%shared: !llvm.ptr, %p: !llvm.ptr, %f: !llvm.ptr, %c: i1, %n: i32) {
    omp.parallel if(%c) num_threads(%n : i32) proc_bind(spread) private(@buf %p -> %pp, @fp %f -> %fp : !llvm.ptr, !llvm.ptr) {
      llvm.call @use(%shared, %pp, %fp) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
      omp.terminator
    }
    llvm.return
  }
}
