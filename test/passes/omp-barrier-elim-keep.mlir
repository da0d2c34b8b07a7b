// Barriers --omp-barrier-elim must keep, one function per case: a
// reduction on the loop, where a barrier or memory access follows it, a copyprivate on single
// (broadcast at its barrier), a memory access in between, an op whose
// effects are unknown in between, a barrier nested in a loop or a
// conditional, master and critical regions (no barrier of their own), a
// firstprivate copy at the region's entry, a reduction on the parallel
// region. With remarks=true the pass says why each one stays.
// RUN: strata-opt --allow-unregistered-dialect --omp-barrier-elim %s | filecheck %s
// RUN: strata-opt --allow-unregistered-dialect --omp-barrier-elim --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// RUN: strata-opt --allow-unregistered-dialect --omp-barrier-elim=remarks=true --verify-diagnostics %s > /dev/null
// The IR is left as it was.
// RUN: strata-opt --allow-unregistered-dialect %s > %t.in
// RUN: strata-opt --allow-unregistered-dialect --omp-barrier-elim %s | diff %t.in -

// STATS:      OmpBarrierElim
// STATS-NEXT:   (S) 0 explicit-barriers-removed
// STATS-NEXT:   (S) 0 implicit-barriers-removed

omp.declare_reduction @add_i32 : i32 init {
^bb0(%arg: i32):
  %0 = llvm.mlir.constant(0 : i32) : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %1 = llvm.add %a, %b : i32
  omp.yield(%1 : i32)
}

omp.private {type = firstprivate} @x.firstprivate : !llvm.ptr init {
^bb0(%mold: !llvm.ptr, %alloc: !llvm.ptr):
  omp.yield(%alloc : !llvm.ptr)
} copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  llvm.store %v, %to : i32, !llvm.ptr
  omp.yield(%to : !llvm.ptr)
}

omp.critical.declare @lock

llvm.func @copy_fn(!llvm.ptr, !llvm.ptr)
llvm.func @g()

// CHECK-LABEL: llvm.func @loop_reduction
// CHECK:         omp.wsloop reduction(@add_i32
// CHECK-NOT:     nowait
// CHECK:         llvm.load
// CHECK:         omp.terminator
llvm.func @loop_reduction(%sum: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel {
    omp.wsloop reduction(@add_i32 %sum -> %prv : !llvm.ptr) {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %prv : i32, !llvm.ptr
        omp.yield
      }
    }
    // The reduced value is read in the region: the loop's barrier orders
    // the read after every thread's combination.
    %v = llvm.load %sum : !llvm.ptr -> i32
    omp.terminator
  }
  llvm.return
}

// A barrier right after a loop with a reduction stays too: lowering may
// finish the reduction around the loop's barrier.
// CHECK-LABEL: llvm.func @barrier_after_reduction
// CHECK:         omp.wsloop reduction
// CHECK:         omp.barrier
// CHECK-NEXT:    llvm.call @g()
llvm.func @barrier_after_reduction(%sum: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel {
    omp.wsloop reduction(@add_i32 %sum -> %prv : !llvm.ptr) {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %prv : i32, !llvm.ptr
        omp.yield
      }
    }
    // expected-remark @+1 {{kept: before it, 'omp.wsloop' may access memory; after it, 'llvm.call' may access memory}}
    omp.barrier
    llvm.call @g() : () -> ()
    omp.terminator
  }
  llvm.return
}

// CHECK-LABEL: llvm.func @single_copyprivate
// CHECK:         omp.single copyprivate(
// CHECK-NOT:     nowait
// CHECK:         omp.terminator
llvm.func @single_copyprivate(%x: !llvm.ptr) {
  omp.parallel {
    // expected-remark @+1 {{implicit barrier kept: its copyprivate broadcasts the values at the barrier}}
    omp.single copyprivate(%x -> @copy_fn : !llvm.ptr) {
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}

// CHECK-LABEL: llvm.func @memory_between
// CHECK:         llvm.store
// CHECK-NEXT:    omp.barrier
// CHECK-NEXT:    llvm.load
// CHECK-NEXT:    llvm.store
// CHECK-NEXT:    omp.barrier
// CHECK-NEXT:    llvm.load
llvm.func @memory_between(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) {
  omp.parallel {
    llvm.store %v, %p : i32, !llvm.ptr
    // expected-remark @+1 {{kept: before it, 'llvm.store' may access memory; after it, 'llvm.load' may access memory}}
    omp.barrier
    %a = llvm.load %p : !llvm.ptr -> i32
    llvm.store %a, %q : i32, !llvm.ptr
    // expected-remark @+1 {{kept: before it, 'llvm.store' may access memory; after it, 'llvm.load' may access memory}}
    omp.barrier
    %b = llvm.load %q : !llvm.ptr -> i32
    llvm.store %b, %p : i32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// An op the IR knows nothing about (unregistered) may touch memory.
// CHECK-LABEL: llvm.func @unknown_between
// CHECK:         omp.parallel {
// CHECK-NEXT:      "test.opaque"()
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      "test.opaque"()
// CHECK-NEXT:      omp.terminator
llvm.func @unknown_between() {
  omp.parallel {
    "test.opaque"() : () -> ()
    // expected-remark @+1 {{kept: before it, 'test.opaque' may access memory; after it, 'test.opaque' may access memory}}
    omp.barrier
    "test.opaque"() : () -> ()
    omp.terminator
  }
  llvm.return
}

// Barriers nested in a loop body or a conditional are not straight-line
// positions of the region, even when nothing around them touches memory.
// CHECK-LABEL: func.func @nested_positions
// CHECK:         scf.for
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      omp.barrier
// CHECK:         scf.if
// CHECK-NEXT:      omp.barrier
func.func @nested_positions(%c: i1, %lb: index, %ub: index, %s: index) {
  omp.parallel {
    scf.for %i = %lb to %ub step %s {
      // expected-remark @+1 {{kept: not at the top level of a parallel region}}
      omp.barrier
      // expected-remark @+1 {{kept: not at the top level of a parallel region}}
      omp.barrier
    }
    scf.if %c {
      // expected-remark @+1 {{kept: not at the top level of a parallel region}}
      omp.barrier
    }
    omp.terminator
  }
  return
}

// Master and critical regions have no barrier of their own: a barrier
// after one that writes memory stays, as does one outside any parallel
// region (orphaned: the caller's region is not known).
// CHECK-LABEL: llvm.func @master_critical
// CHECK:         omp.master {
// CHECK:         omp.barrier
// CHECK:         omp.critical(@lock) {
// CHECK:         omp.barrier
// CHECK:         omp.masked {
// CHECK:         omp.barrier
// CHECK:         omp.barrier
// CHECK-NEXT:    llvm.return
llvm.func @master_critical(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    omp.master {
      llvm.store %v, %p : i32, !llvm.ptr
      omp.terminator
    }
    // expected-remark @+1 {{kept: before it, 'omp.master' may access memory; after it, 'omp.critical' may access memory}}
    omp.barrier
    omp.critical(@lock) {
      llvm.store %v, %p : i32, !llvm.ptr
      omp.terminator
    }
    // expected-remark @+1 {{kept: before it, 'omp.critical' may access memory; after it, 'omp.masked' may access memory}}
    omp.barrier
    omp.masked {
      llvm.store %v, %p : i32, !llvm.ptr
      omp.terminator
    }
    // expected-remark @+1 {{kept: before it, 'omp.masked' may access memory; after it, 'llvm.call' may access memory}}
    omp.barrier
    llvm.call @g() : () -> ()
    omp.terminator
  }
  // expected-remark @+1 {{kept: not at the top level of a parallel region}}
  omp.barrier
  llvm.return
}

// The firstprivate copy reads the original at the region's entry: a first
// barrier may order it before a thread's write to the original.
// CHECK-LABEL: llvm.func @firstprivate_entry
// CHECK:         omp.parallel private(
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      llvm.store
llvm.func @firstprivate_entry(%x: !llvm.ptr, %v: i32) {
  omp.parallel private(@x.firstprivate %x -> %px : !llvm.ptr) {
    // expected-remark @+1 {{kept: before it, the privatization at the region's entry may access memory; after it, 'llvm.store' may access memory}}
    omp.barrier
    llvm.store %v, %x : i32, !llvm.ptr
    llvm.call @g() : () -> ()
    omp.terminator
  }
  llvm.return
}

// A reduction on the parallel region combines at its end: neither the
// last barrier nor the last loop's goes.
// CHECK-LABEL: llvm.func @parallel_reduction
// CHECK:         omp.parallel reduction(
// CHECK:           llvm.store
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      omp.wsloop {
// CHECK:           omp.terminator
llvm.func @parallel_reduction(%sum: !llvm.ptr, %p: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(1 : i32) : i32
  omp.parallel reduction(@add_i32 %sum -> %prv : !llvm.ptr) {
    llvm.store %n, %prv : i32, !llvm.ptr
    // expected-remark @+1 {{kept: before it, 'llvm.store' may access memory; after it, 'omp.wsloop' may access memory}}
    omp.barrier
    // expected-remark @+1 {{implicit barrier kept: the parallel region's reduction follows it}}
    omp.wsloop {
      omp.loop_nest (%iv) : i32 = (%c) to (%n) step (%c) {
        llvm.store %iv, %p : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  llvm.return
}
