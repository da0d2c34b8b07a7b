// --omp-barrier-elim on omp constructs inside cir functions (before
// convert-cir-to-llvm) and func.func functions (arith): the same rules,
// with cir's and arith's effects: constants, arithmetic, comparisons and
// private allocas are skipped over, loads, stores, calls and a cir.scope
// that stores are not. The result still converts to the llvm dialect.
// RUN: strata-opt --omp-barrier-elim %s | filecheck %s
// RUN: strata-opt --omp-barrier-elim --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// RUN: strata-opt --omp-barrier-elim %s > %t.once
// RUN: strata-opt --omp-barrier-elim %t.once | diff %t.once -
// RUN: strata-opt --omp-barrier-elim --convert-to-llvm %s | filecheck %s --check-prefix=LLVM

// STATS:      OmpBarrierElim
// STATS-NEXT:   (S) 5 explicit-barriers-removed
// STATS-NEXT:   (S) 2 implicit-barriers-removed

!s32i = !cir.int<s, 32>

cir.func private @work(!s32i)

// The first barrier goes (only an alloca, a constant and a comparison
// before it), the second stays (a store and a call around it), the third
// follows the second with only arithmetic between, the fourth ends the
// region.
// CHECK-LABEL: cir.func @cir_rules
// CHECK:         omp.parallel {
// CHECK-NEXT:      cir.alloca
// CHECK-NEXT:      cir.const
// CHECK-NEXT:      cir.cmp
// CHECK-NEXT:      cir.store
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      cir.binop
// CHECK-NEXT:      cir.call @work
// CHECK-NEXT:      cir.scope {
// CHECK:           }
// CHECK-NEXT:      omp.terminator
// LLVM-LABEL: llvm.func @cir_rules
// LLVM:         omp.parallel {
// LLVM-COUNT-1:   omp.barrier
// LLVM-NOT:       omp.barrier
// LLVM:           omp.terminator
cir.func @cir_rules(%n: !s32i, %p: !cir.ptr<!s32i>) {
  omp.parallel {
    %x = cir.alloca !s32i, !cir.ptr<!s32i>, ["x"] {alignment = 4 : i64}
    %c = cir.const #cir.int<1> : !s32i
    %b = cir.cmp(eq, %n, %c) : !s32i, !cir.bool
    omp.barrier
    cir.store %n, %x : !s32i, !cir.ptr<!s32i>
    omp.barrier
    %s = cir.binop(add, %n, %c) : !s32i
    omp.barrier
    cir.call @work(%s) : (!s32i) -> ()
    cir.scope {
      cir.store %s, %p : !s32i, !cir.ptr<!s32i>
    }
    omp.barrier
    omp.terminator
  }
  cir.return
}

// A loop over a cir body ending the region gets nowait; the barrier before
// it follows a loop's implicit barrier.
// CHECK-LABEL: cir.func @cir_loops
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop {
// CHECK:             cir.store
// CHECK:           omp.wsloop nowait {
// CHECK:             cir.load
// CHECK:           omp.terminator
cir.func @cir_loops(%p: !cir.ptr<!s32i>, %q: !cir.ptr<!s32i>) {
  %c = cir.const #cir.int<1> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %lb = builtin.unrealized_conversion_cast %c : !s32i to i32
  %ub = builtin.unrealized_conversion_cast %c10 : !s32i to i32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%lb) to (%ub) inclusive step (%lb) {
        %civ = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        cir.store %civ, %p : !s32i, !cir.ptr<!s32i>
        omp.yield
      }
    }
    omp.barrier
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%lb) to (%ub) inclusive step (%lb) {
        %v = cir.load %p : !cir.ptr<!s32i>, !s32i
        cir.store %v, %q : !s32i, !cir.ptr<!s32i>
        omp.yield
      }
    }
    omp.terminator
  }
  cir.return
}

// func.func and arith: a single ending the region, a barrier opening it.
// CHECK-LABEL: func.func @func_context
// CHECK:         omp.parallel {
// CHECK-NEXT:      arith.constant
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      omp.single nowait {
// CHECK-NEXT:        llvm.store
// CHECK-NEXT:        omp.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator
func.func @func_context(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    %c = arith.constant 2 : i32
    %s = arith.addi %v, %c : i32
    omp.barrier
    omp.single {
      llvm.store %s, %p : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  return
}
