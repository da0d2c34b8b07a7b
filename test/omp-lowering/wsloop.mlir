// The work-sharing loop lowered for each runtime: the runtime calls of
// every schedule, in order, and the shape of the loop (the normalized
// iteration k: i64 from the thread's lower bound while k <= upper, the
// induction variable lb + k * step, the body, k + 1). Functions hold
// orphaned wsloops (no parallel around them), as a called function would.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=PMSIS %s
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=NOOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=NOOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=NOOMP %s

// Nothing of omp is left.
// NOOMP-NOT: {{ omp\.}}

module {
  llvm.func @use(i32)

  // GOMP-LABEL: llvm.func @static(
  // GOMP: %[[TID:.*]] = llvm.call @omp_get_thread_num() : () -> i32
  // GOMP: %[[NTH:.*]] = llvm.call @omp_get_num_threads() : () -> i32
  // GOMP: llvm.sdiv
  // GOMP: llvm.srem
  // The first value of the induction variable, lb + lo * step, is carried
  // beside the normalized index and stepped with nsw.
  // GOMP: %[[T:.*]] = llvm.trunc %[[LO:.*]] : i64 to i32
  // GOMP-NEXT: %[[M:.*]] = llvm.mul %[[T]], %arg2 : i32
  // GOMP-NEXT: %[[I0:.*]] = llvm.add %arg0, %[[M]] : i32
  // GOMP-NEXT: llvm.br ^[[HEAD:bb[0-9]+]](%[[LO]], %[[I0]] : i64, i32)
  // GOMP: ^[[HEAD]](%[[K:.*]]: i64, %[[I:.*]]: i32):
  // GOMP-NEXT: %[[C:.*]] = llvm.icmp "sle" %[[K]], %{{.*}} : i64
  // GOMP-NEXT: llvm.cond_br %[[C]], ^[[IV:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
  // GOMP: ^[[IV]]:
  // GOMP-NEXT: llvm.br ^[[BODY:bb[0-9]+]](%[[I]] : i32)
  // GOMP: ^[[BODY]](%[[IV2:.*]]: i32):
  // GOMP-NEXT: llvm.call @use(%[[IV2]])
  // GOMP-NEXT: llvm.br ^[[LATCH:bb[0-9]+]]
  // GOMP: ^[[LATCH]]:
  // GOMP-NEXT: %[[INEXT:.*]] = llvm.add %[[I]], %arg2 overflow<nsw> : i32
  // GOMP: %[[KNEXT:.*]] = llvm.add %[[K]], %{{.*}} overflow<nsw> : i64
  // GOMP-NEXT: llvm.br ^[[HEAD]](%[[KNEXT]], %[[INEXT]] : i64, i32)
  // GOMP: ^[[EXIT]]:
  // GOMP-NEXT: llvm.call @GOMP_barrier() : () -> ()
  // GOMP-NEXT: llvm.return
  //
  // IOMP-LABEL: llvm.func @static(
  // IOMP: %[[LAST:.*]] = llvm.alloca %{{.*}} x i32
  // IOMP: %[[STRIDE:.*]] = llvm.alloca %{{.*}} x i64
  // IOMP: %[[UPPER:.*]] = llvm.alloca %{{.*}} x i64
  // IOMP: %[[LOWER:.*]] = llvm.alloca %{{.*}} x i64
  // IOMP: %[[IDENT:.*]] = llvm.mlir.addressof
  // IOMP: %[[GTID:.*]] = llvm.call @__kmpc_global_thread_num(%[[IDENT]])
  // IOMP: %[[SCHED:.*]] = llvm.mlir.constant(34 : i32) : i32
  // IOMP: llvm.call @__kmpc_for_static_init_8(%[[IDENT]], %[[GTID]], %[[SCHED]], %[[LAST]], %[[LOWER]], %[[UPPER]], %[[STRIDE]], %[[ONE:.*]], %[[ONE]]) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64) -> ()
  // IOMP: llvm.load %[[LOWER]] : !llvm.ptr -> i64
  // IOMP: llvm.load %[[UPPER]] : !llvm.ptr -> i64
  // IOMP: llvm.call @use
  // IOMP: llvm.call @__kmpc_for_static_fini(%[[IDENT]], %[[GTID]])
  // IOMP-NEXT: llvm.call @__kmpc_barrier(%[[IDENT]], %[[GTID]])
  // IOMP-NEXT: llvm.return
  //
  // PMSIS-LABEL: llvm.func @static(
  // PMSIS: llvm.call @ext_pi_core_id() : () -> i32
  // PMSIS: llvm.call @ext_pi_cl_nb_cores() : () -> i32
  // PMSIS: llvm.call @use
  // PMSIS: llvm.call @pi_cl_team_barrier() : () -> ()
  // PMSIS-NEXT: llvm.return
  llvm.func @static(%lb: i32, %ub: i32, %st: i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        llvm.call @use(%i) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }

  // With a chunk: chunks round-robin, an outer loop over (lo, hi) pairs
  // moving by the stride, each clipped to the last iteration.
  // GOMP-LABEL: llvm.func @static_chunk(
  // GOMP: llvm.call @omp_get_thread_num()
  // GOMP: llvm.call @omp_get_num_threads()
  // GOMP: llvm.br ^[[OUTER:bb[0-9]+]](%{{.*}}, %{{.*}} : i64, i64)
  // GOMP: ^[[OUTER]](%[[LO:.*]]: i64, %[[HI:.*]]: i64):
  // GOMP: llvm.cond_br %{{.*}}, ^{{.*}}, ^[[EXIT:bb[0-9]+]]
  // GOMP: llvm.icmp "slt" %[[HI]]
  // GOMP: llvm.call @use
  // GOMP: llvm.br ^[[OUTER]](%{{.*}}, %{{.*}} : i64, i64)
  // GOMP: ^[[EXIT]]:
  // GOMP-NOT: GOMP_barrier
  // GOMP: llvm.return
  //
  // IOMP-LABEL: llvm.func @static_chunk(
  // IOMP: %[[SCHED:.*]] = llvm.mlir.constant(33 : i32) : i32
  // IOMP: llvm.call @__kmpc_for_static_init_8(%{{.*}}, %{{.*}}, %[[SCHED]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[CHUNK:.*]]) :
  // IOMP: llvm.load
  // IOMP: llvm.load
  // IOMP: llvm.load
  // IOMP: llvm.call @use
  // IOMP: llvm.call @__kmpc_for_static_fini
  // IOMP-NOT: __kmpc_barrier
  // IOMP: llvm.return
  //
  // PMSIS-LABEL: llvm.func @static_chunk(
  // PMSIS: llvm.call @ext_pi_core_id()
  // PMSIS: llvm.call @ext_pi_cl_nb_cores()
  // PMSIS: llvm.call @use
  // PMSIS-NOT: pi_cl_team_barrier
  // PMSIS: llvm.return
  llvm.func @static_chunk(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(static = %c : i32) nowait {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        llvm.call @use(%i) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }

  // GOMP-LABEL: llvm.func @dynamic(
  // GOMP: %[[ISTART:.*]] = llvm.alloca %{{.*}} x i64
  // GOMP: %[[IEND:.*]] = llvm.alloca %{{.*}} x i64
  // GOMP: %[[CHUNK:.*]] = llvm.sext %arg3 : i32 to i64
  // GOMP: %[[FIRST:.*]] = llvm.call @GOMP_loop_dynamic_start(%{{.*}}, %{{.*}}, %{{.*}}, %[[CHUNK]], %[[IEND]], %[[ISTART]]) : (i64, i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i8
  // GOMP: llvm.cond_br %{{.*}}, ^[[CHUNKBB:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
  // GOMP: ^[[CHUNKBB]]:
  // GOMP: llvm.load %[[IEND]]
  // GOMP: llvm.load %[[ISTART]]
  // GOMP: llvm.call @use
  // GOMP: llvm.call @GOMP_loop_dynamic_next(%[[IEND]], %[[ISTART]]) : (!llvm.ptr, !llvm.ptr) -> i8
  // GOMP: llvm.cond_br %{{.*}}, ^[[CHUNKBB]], ^[[EXIT]]
  // GOMP: ^[[EXIT]]:
  // GOMP-NEXT: llvm.call @GOMP_loop_end() : () -> ()
  //
  // IOMP-LABEL: llvm.func @dynamic(
  // OpenMP 5.0: dynamic is nonmonotonic unless it says otherwise (35 | 1 << 30).
  // IOMP: %[[SCHED:.*]] = llvm.mlir.constant(1073741859 : i32) : i32
  // IOMP: llvm.call @__kmpc_dispatch_init_8(%[[IDENT:.*]], %[[GTID:.*]], %[[SCHED]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32, i64, i64, i64, i64) -> ()
  // IOMP: llvm.br ^[[NEXT:bb[0-9]+]]
  // IOMP: ^[[NEXT]]:
  // IOMP: llvm.call @__kmpc_dispatch_next_8(%[[IDENT]], %[[GTID]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  // IOMP: llvm.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[NEXT]]
  // IOMP: llvm.call @use
  // IOMP: llvm.call @__kmpc_barrier(%[[IDENT]], %[[GTID]])
  //
  // PMSIS-LABEL: llvm.func @dynamic(
  // PMSIS: llvm.call @GOMP_loop_dynamic_start(
  // PMSIS: llvm.call @use
  // PMSIS: llvm.call @GOMP_loop_dynamic_next(
  // PMSIS: llvm.call @GOMP_loop_end()
  llvm.func @dynamic(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(dynamic = %c : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        llvm.call @use(%i) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }

  // GOMP-LABEL: llvm.func @guided(
  // GOMP: llvm.call @GOMP_loop_guided_start(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i8
  // GOMP: llvm.call @GOMP_loop_guided_next(
  // GOMP: llvm.call @GOMP_loop_end_nowait() : () -> ()
  //
  // IOMP-LABEL: llvm.func @guided(
  // IOMP: llvm.mlir.constant(1073741860 : i32) : i32
  // IOMP: llvm.call @__kmpc_dispatch_init_8(
  // IOMP: llvm.call @__kmpc_dispatch_next_8(
  // IOMP-NOT: __kmpc_barrier
  // IOMP: llvm.return
  //
  // PMSIS-LABEL: llvm.func @guided(
  // PMSIS: llvm.call @GOMP_loop_guided_start(
  // PMSIS: llvm.call @GOMP_loop_guided_next(
  // PMSIS: llvm.call @GOMP_loop_end_nowait()
  llvm.func @guided(%lb: i64, %ub: i64, %st: i64) {
    omp.wsloop schedule(guided) nowait {
      omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
        %t = llvm.trunc %i : i64 to i32
        llvm.call @use(%t) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }

  // A monotonic (or ordered) dynamic schedule keeps the plain code.
  // IOMP-LABEL: llvm.func @dynamic_monotonic(
  // IOMP: llvm.mlir.constant(35 : i32) : i32
  // IOMP: llvm.call @__kmpc_dispatch_init_8(
  llvm.func @dynamic_monotonic(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(dynamic = %c : i32, monotonic) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        llvm.call @use(%i) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }

  // schedule(runtime): libgomp's start function takes no chunk.
  // GOMP-LABEL: llvm.func @runtime(
  // GOMP: llvm.call @GOMP_loop_runtime_start(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i8
  // GOMP: llvm.call @GOMP_loop_runtime_next(
  // GOMP: llvm.call @GOMP_loop_end()
  //
  // IOMP-LABEL: llvm.func @runtime(
  // IOMP: llvm.mlir.constant(37 : i32) : i32
  // IOMP: llvm.call @__kmpc_dispatch_init_8(
  llvm.func @runtime(%lb: i32, %ub: i32, %st: i32) {
    omp.wsloop schedule(runtime) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        llvm.call @use(%i) : (i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }
}
