// Errors of the loop primitives, located at the wsloop and naming the
// runtime: a loop_body with no range bound before it, an init_next
// dynamic_loop without its schedule code, a reduction whose plan never
// combines the partials (from a spec given with --omp-lower-dsl, written
// from the SPEC lines below), and a byref reduction (built-in libgomp).
//
// RUN: sed -n 's|^// SPEC: ||p' %s > %t.dsl
// RUN: not strata-opt --omp-lower-dsl=%t.dsl --omp-lower-runtime=bad --omp-to-omp-lower --omp-outline --omp-lower-plan %s 2>&1 | filecheck --check-prefix=BAD %s
// RUN: not strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s 2>&1 | filecheck --check-prefix=GOMP %s

// SPEC: runtime bad {
// SPEC:   construct wsloop when schedule == dynamic {
// SPEC:     chunk_init_function = "init";
// SPEC:     chunk_next_function = "next";
// SPEC:     chunk_protocol = "init_next";
// SPEC:     invoke { emit dynamic_loop; }
// SPEC:   }
// SPEC:   construct wsloop when schedule == guided {
// SPEC:     thread_id_function = "tid";
// SPEC:     num_threads_function = "nth";
// SPEC:     pre { emit thread_bounds; }
// SPEC:     invoke { emit loop_body; }
// SPEC:   }
// SPEC:   construct wsloop {
// SPEC:     invoke { emit loop_body; }
// SPEC:   }
// SPEC: }

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
  omp.declare_reduction @add_ref : !llvm.ptr init {
  ^bb0(%a: !llvm.ptr):
    omp.yield(%a : !llvm.ptr)
  } combiner {
  ^bb0(%a: !llvm.ptr, %b: !llvm.ptr):
    omp.yield(%a : !llvm.ptr)
  }

  llvm.func @no_bounds(%n: i32) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    // BAD: wsloop-errors.mlir:[[@LINE+1]]:5: error: 'lower' is not bound: emit thread_bounds, or loop_slots and the runtime call that fills it, before the loop (runtime 'bad', construct 'wsloop')
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) step (%c1) {
        omp.yield
      }
    }
    llvm.return
  }

  llvm.func @no_schedule_code(%n: i32) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    // BAD: wsloop-errors.mlir:[[@LINE+1]]:5: error: dynamic_loop with chunk_protocol "init_next" needs the schedule code as its argument (runtime 'bad', construct 'wsloop')
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) step (%c1) {
        omp.yield
      }
    }
    llvm.return
  }

  llvm.func @lost_partials(%n: i32, %sum: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    // BAD: wsloop-errors.mlir:[[@LINE+1]]:5: error: the wsloop has a reduction clause but its plan's post actions do not emit reduction, so the partial values would be lost (runtime 'bad', construct 'wsloop')
    omp.wsloop schedule(guided) reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) step (%c1) {
        omp.yield
      }
    }
    llvm.return
  }

  llvm.func @byref(%n: i32, %sum: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    // GOMP: wsloop-errors.mlir:[[@LINE+1]]:5: error: byref reduction '@add_ref' is not supported yet; declare the reduction by value (runtime 'libgomp', construct 'wsloop')
    omp.wsloop reduction(byref @add_ref %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) step (%c1) {
        omp.yield
      }
    }
    llvm.return
  }
}
