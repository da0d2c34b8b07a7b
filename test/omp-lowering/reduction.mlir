// Reductions of a wsloop: each gets a private partial (a stack slot at
// the function's entry, initialized by the declaration's init region);
// the body works on the partial; after the loop the partials are combined
// into the shared variables atomically: one llvm.atomicrmw when the
// combiner is an operation it has (add, fadd, smax, ...), else a
// compare-and-swap loop around the inlined combiner. The combination
// comes before the loop's closing barrier.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=PMSIS %s

module {
  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(0 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.add %a, %b : i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @mul_f64 : f64 init {
  ^bb0(%a: f64):
    %0 = llvm.mlir.constant(1.0 : f64) : f64
    omp.yield(%0 : f64)
  } combiner {
  ^bb0(%a: f64, %b: f64):
    %s = llvm.fmul %a, %b : f64
    omp.yield(%s : f64)
  }
  omp.declare_reduction @max_i64 : i64 init {
  ^bb0(%a: i64):
    %0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    omp.yield(%0 : i64)
  } combiner {
  ^bb0(%a: i64, %b: i64):
    %s = llvm.intr.smax(%a, %b) : (i64, i64) -> i64
    omp.yield(%s : i64)
  }

  // GOMP-LABEL: llvm.func @sum_prod_max(
  // GOMP: %[[PMAX:.*]] = llvm.alloca %{{.*}} x i64
  // GOMP: %[[PPROD:.*]] = llvm.alloca %{{.*}} x f64
  // GOMP: %[[PSUM:.*]] = llvm.alloca %{{.*}} x i32
  // GOMP: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
  // GOMP-NEXT: llvm.store %[[ZERO]], %[[PSUM]] : i32, !llvm.ptr
  // GOMP: %[[FONE:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
  // GOMP-NEXT: llvm.store %[[FONE]], %[[PPROD]] : f64, !llvm.ptr
  // GOMP: llvm.store %{{.*}}, %[[PMAX]] : i64, !llvm.ptr
  // The body updates the partials.
  // GOMP: llvm.load %[[PSUM]] : !llvm.ptr -> i32
  // GOMP: llvm.store %{{.*}}, %[[PSUM]] : i32, !llvm.ptr
  // GOMP: llvm.load %[[PPROD]] : !llvm.ptr -> f64
  // After the loop: add and max are one atomicrmw each.
  // GOMP: %[[S:.*]] = llvm.load %[[PSUM]] : !llvm.ptr -> i32
  // GOMP-NEXT: llvm.atomicrmw add %arg1, %[[S]] acq_rel : !llvm.ptr, i32
  // GOMP-NEXT: %[[P:.*]] = llvm.load %[[PPROD]] : !llvm.ptr -> f64
  // fmul has no atomicrmw: a compare-and-swap loop on the bits.
  // GOMP-NEXT: %[[CUR:.*]] = llvm.load %arg2 {alignment = 8 : i64, ordering = 2 : i64} : !llvm.ptr -> i64
  // GOMP-NEXT: llvm.br ^[[RETRY:bb[0-9]+]](%[[CUR]] : i64)
  // GOMP: ^[[RETRY]](%[[OLD:.*]]: i64):
  // GOMP-NEXT: %[[OLDF:.*]] = llvm.bitcast %[[OLD]] : i64 to f64
  // GOMP-NEXT: %[[NEWF:.*]] = llvm.fmul %[[OLDF]], %[[P]]
  // GOMP-NEXT: %[[NEW:.*]] = llvm.bitcast %[[NEWF]] : f64 to i64
  // GOMP-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %arg2, %[[OLD]], %[[NEW]] acq_rel monotonic
  // GOMP-NEXT: %[[SEEN:.*]] = llvm.extractvalue %[[PAIR]][0]
  // GOMP-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1]
  // GOMP-NEXT: llvm.cond_br %[[OK]], ^[[DONE:bb[0-9]+]], ^[[RETRY]](%[[SEEN]] : i64)
  // GOMP: ^[[DONE]]:
  // GOMP-NEXT: %[[M:.*]] = llvm.load %[[PMAX]] : !llvm.ptr -> i64
  // GOMP-NEXT: llvm.atomicrmw max %arg3, %[[M]] acq_rel : !llvm.ptr, i64
  // GOMP-NEXT: llvm.call @GOMP_barrier()
  //
  // IOMP-LABEL: llvm.func @sum_prod_max(
  // IOMP: llvm.call @__kmpc_for_static_fini(
  // IOMP-NEXT: llvm.load
  // IOMP-NEXT: llvm.atomicrmw add %arg1
  // IOMP: llvm.cmpxchg %arg2
  // IOMP: llvm.atomicrmw max %arg3
  // IOMP-NEXT: llvm.call @__kmpc_barrier(
  //
  // PMSIS-LABEL: llvm.func @sum_prod_max(
  // PMSIS: llvm.atomicrmw add %arg1
  // PMSIS: llvm.cmpxchg %arg2
  // PMSIS: llvm.atomicrmw max %arg3
  // PMSIS-NEXT: llvm.call @pi_cl_team_barrier()
  llvm.func @sum_prod_max(%n: i32, %sum: !llvm.ptr, %prod: !llvm.ptr, %max: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    omp.wsloop reduction(@add_i32 %sum -> %ps, @mul_f64 %prod -> %pp, @max_i64 %max -> %pm : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        %f = llvm.sitofp %i : i32 to f64
        %p0 = llvm.load %pp : !llvm.ptr -> f64
        %p1 = llvm.fmul %p0, %f : f64
        llvm.store %p1, %pp : f64, !llvm.ptr
        %w = llvm.sext %i : i32 to i64
        %m0 = llvm.load %pm : !llvm.ptr -> i64
        %m1 = llvm.intr.smax(%m0, %w) : (i64, i64) -> i64
        llvm.store %m1, %pm : i64, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }

  // With a dynamic schedule and nowait: the combination comes after the
  // chunk loop and before GOMP_loop_end_nowait.
  // GOMP-LABEL: llvm.func @dynamic_sum(
  // GOMP: llvm.call @GOMP_loop_dynamic_next(
  // GOMP: llvm.atomicrmw add %arg1
  // GOMP-NEXT: llvm.call @GOMP_loop_end_nowait()
  //
  // IOMP-LABEL: llvm.func @dynamic_sum(
  // IOMP: llvm.call @__kmpc_dispatch_next_8(
  // IOMP: llvm.atomicrmw add %arg1
  // IOMP-NOT: __kmpc_barrier
  // IOMP: llvm.return
  llvm.func @dynamic_sum(%n: i32, %sum: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    omp.wsloop schedule(dynamic) nowait reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }
}
