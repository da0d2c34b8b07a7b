// --omp-barrier-elim removes the team barriers the structure of a parallel
// region already guarantees, one function per rule (llvm dialect): the
// barrier that ends the region (the join follows), the one that opens it
// (the fork precedes), one right after another synchronization, and the
// implicit barrier of a work-sharing construct that ends the region
// (nowait set). Ops without memory effects in between are skipped over.
// RUN: strata-opt --omp-barrier-elim %s | filecheck %s
// RUN: strata-opt --omp-barrier-elim --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// Idempotence: a second run changes nothing and removes nothing.
// RUN: strata-opt --omp-barrier-elim %s > %t.once
// RUN: strata-opt --omp-barrier-elim %t.once | diff %t.once -
// RUN: strata-opt --omp-barrier-elim --mlir-pass-statistics %t.once 2>&1 >/dev/null | filecheck %s --check-prefix=AGAIN

// STATS:      OmpBarrierElim
// STATS-NEXT:   (S) 13 explicit-barriers-removed - Number of explicit omp.barrier operations removed
// STATS-NEXT:   (S)  4 implicit-barriers-removed - Number of implicit barriers of work-sharing constructs removed (nowait set)

// AGAIN:      OmpBarrierElim
// AGAIN-NEXT:   (S) 0 explicit-barriers-removed
// AGAIN-NEXT:   (S) 0 implicit-barriers-removed

// Rule 1: the last barrier of the region; constants and arithmetic after
// it do not matter.
// CHECK-LABEL: llvm.func @ends_region
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.store
// CHECK-NEXT:      llvm.mlir.constant
// CHECK-NEXT:      llvm.add
// CHECK-NEXT:      omp.terminator
llvm.func @ends_region(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    llvm.store %v, %p : i32, !llvm.ptr
    omp.barrier
    %c = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.add %v, %c : i32
    omp.terminator
  }
  llvm.return
}

// Rule 2: the first barrier of the region; a private alloca before it
// touches only the thread's own stack.
// CHECK-LABEL: llvm.func @opens_region
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.mlir.constant
// CHECK-NEXT:      llvm.alloca
// CHECK-NEXT:      llvm.load
// CHECK-NEXT:      llvm.store
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.terminator
llvm.func @g()
llvm.func @opens_region(%p: !llvm.ptr) {
  omp.parallel {
    %one = llvm.mlir.constant(1 : i64) : i64
    %slot = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    omp.barrier
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.store %v, %slot : i32, !llvm.ptr
    llvm.call @g() : () -> ()
    omp.terminator
  }
  llvm.return
}

// Rule 3: a barrier after another barrier, and one after a work-sharing
// construct without nowait; the calls keep the rules at the ends from
// applying.
// CHECK-LABEL: llvm.func @after_sync
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      llvm.mlir.constant
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.wsloop {
// CHECK:               omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.single {
// CHECK-NEXT:        llvm.store
// CHECK-NEXT:        omp.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.terminator
llvm.func @after_sync(%p: !llvm.ptr, %n: i32) {
  omp.parallel {
    llvm.call @g() : () -> ()
    omp.barrier
    %c = llvm.mlir.constant(1 : i32) : i32
    omp.barrier
    llvm.call @g() : () -> ()
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.barrier
    llvm.call @g() : () -> ()
    omp.single {
      llvm.store %c, %p : i32, !llvm.ptr
      omp.terminator
    }
    omp.barrier
    llvm.call @g() : () -> ()
    omp.terminator
  }
  llvm.return
}

// Rule 4: the work-sharing loop that ends the region gets nowait; the
// first of two loops keeps its barrier, which orders the second loop's
// reads after the first one's writes. A single that ends a region too.
// CHECK-LABEL: llvm.func @loop_ends_region
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop {
// CHECK:               omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      omp.wsloop nowait {
// CHECK:               omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      omp.terminator
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.call @g()
// CHECK-NEXT:      omp.single nowait {
// CHECK-NEXT:        llvm.store
// CHECK-NEXT:        omp.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator
llvm.func @loop_ends_region(%p: !llvm.ptr, %q: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        %v = llvm.load %p : !llvm.ptr -> i32
        llvm.store %v, %q : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel {
    llvm.call @g() : () -> ()
    omp.single {
      llvm.store %c, %p : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}

// Rule 4 for a loop with a reduction that ends the region: every runtime's
// plan combines the partial values before the loop's barrier, and the join
// waits for all threads, so the barrier goes (gcc and clang drop it too).
// CHECK-LABEL: llvm.func @reduction_ends_region
// CHECK:         omp.wsloop nowait reduction(@add_i32
// CHECK:         omp.terminator
omp.declare_reduction @add_i32 : i32 init {
^bb0(%arg: i32):
  %0 = llvm.mlir.constant(0 : i32) : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %1 = llvm.add %a, %b : i32
  omp.yield(%1 : i32)
}
llvm.func @reduction_ends_region(%sum: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel {
    omp.wsloop reduction(@add_i32 %sum -> %prv : !llvm.ptr) {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %prv : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  llvm.return
}

// Rules 3 and 4 together, as a combined `parallel for` followed by a
// barrier: the explicit barrier goes (the loop's implicit one precedes
// it), then the loop's (the join follows).
// CHECK-LABEL: llvm.func @parallel_for
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK:               omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      omp.terminator
llvm.func @parallel_for(%p: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.barrier
    omp.terminator
  }
  llvm.return
}

// Nothing but barriers: all go (the first after the fork, the others after
// a barrier or before the join).
// CHECK-LABEL: llvm.func @only_barriers
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.terminator
llvm.func @only_barriers() {
  omp.parallel {
    omp.barrier
    omp.barrier
    omp.barrier
    omp.terminator
  }
  llvm.return
}

// Straight-line code across blocks joined by unconditional branches (as
// convert-cir-to-llvm leaves it) counts as one position.
// CHECK-LABEL: llvm.func @branch_chain
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.store
// CHECK-NEXT:      llvm.br ^bb1
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      llvm.br ^bb2
// CHECK-NEXT:    ^bb2:
// CHECK-NEXT:      omp.terminator
llvm.func @branch_chain(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    llvm.store %v, %p : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:
    omp.barrier
    llvm.br ^bb2
  ^bb2:
    omp.barrier
    omp.terminator
  }
  llvm.return
}

// A nested parallel region is a team of its own: its barriers are judged
// within it, first, and the outer region then sees what is left of it (here
// nothing that touches memory).
// CHECK-LABEL: llvm.func @nested_parallel
// CHECK:         omp.parallel {
// CHECK-NEXT:      llvm.store
// CHECK-NEXT:      omp.parallel {
// CHECK-NEXT:        llvm.mlir.constant
// CHECK-NEXT:        omp.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator
llvm.func @nested_parallel(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    llvm.store %v, %p : i32, !llvm.ptr
    omp.barrier
    omp.parallel {
      %c = llvm.mlir.constant(1 : i32) : i32
      omp.barrier
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}
