// The global thread id inside a libomp microtask is the one
// __kmpc_fork_call passes in its first argument, as Clang reads it:
// --omp-outline marks the microtask with omp_lower.gtid_arg (the index
// of its ptr_tid parameter), and --omp-lower-plan loads the id from that
// parameter once, at the function's entry, for every construct inside,
// however deeply nested (a critical in a loop body), a nested parallel's
// push_num_threads included. The sequential part of a function, an
// orphaned construct and a task entry (whose signature differs) call
// __kmpc_global_thread_num. The mark is gone once every plan is lowered;
// a function the user marks by hand is read the same way.
//
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline %s | filecheck --check-prefix=OUTLINE %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline %s | strata-opt --omp-lower-plan | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=NOMARK %s
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline %s | filecheck --check-prefix=GOMP %s
// RUN: not strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-lower-plan %S/Inputs/bad-gtid-mark.mlir 2>&1 | filecheck --check-prefix=BAD %s

// OUTLINE: llvm.func internal @team.omp_outlined.1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, {{.*}}) attributes {omp_lower.gtid_arg = 0 : i64} {
// OUTLINE: llvm.func internal @team.omp_outlined(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {omp_lower.gtid_arg = 0 : i64} {
// OUTLINE: llvm.func internal @team.omp_task_entry(%arg0: i32, %arg1: !llvm.ptr) -> i32 {

// The sequential part: an orphaned barrier asks the runtime; the plain
// fork (no num_threads) needs no thread id at all.
// IOMP-LABEL: llvm.func @team(
// IOMP: %[[SEQ:[0-9]+]] = llvm.call @__kmpc_global_thread_num(
// IOMP-NEXT: llvm.call @__kmpc_barrier(%{{[0-9]+}}, %[[SEQ]])
// IOMP-NOT: __kmpc_global_thread_num
// IOMP: llvm.call @__kmpc_fork_call(
// IOMP-NEXT: llvm.return

// The outer microtask: one load, first in the entry block, used by the
// barrier, the loop, the critical in the loop body, the task's creation
// and the nested parallel's push.
// IOMP-LABEL: llvm.func internal @team.omp_outlined.1(
// IOMP-NEXT: %[[G:[0-9]+]] = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// IOMP-NOT: __kmpc_global_thread_num
// IOMP-NOT: llvm.load %arg0
// IOMP: llvm.call @__kmpc_barrier(%{{[0-9]+}}, %[[G]])
// IOMP: llvm.call @__kmpc_for_static_init_8(%{{[0-9]+}}, %[[G]],
// IOMP: llvm.call @__kmpc_critical(%{{[0-9]+}}, %[[G]],
// IOMP: llvm.call @work(
// IOMP-NEXT: llvm.call @__kmpc_end_critical(%{{[0-9]+}}, %[[G]],
// IOMP: llvm.call @__kmpc_for_static_fini(%{{[0-9]+}}, %[[G]])
// IOMP-NEXT: llvm.call @__kmpc_barrier(%{{[0-9]+}}, %[[G]])
// IOMP: llvm.call @__kmpc_omp_task_alloc(%{{[0-9]+}}, %[[G]],
// IOMP: llvm.call @__kmpc_omp_task(%{{[0-9]+}}, %[[G]],
// IOMP: llvm.call @__kmpc_push_num_threads(%{{[0-9]+}}, %[[G]],
// IOMP-NEXT: llvm.call @__kmpc_fork_call(
// IOMP-NEXT: llvm.return

// The nested microtask reads its own parameter.
// IOMP-LABEL: llvm.func internal @team.omp_outlined(
// IOMP-NEXT: %[[G2:[0-9]+]] = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// IOMP-NOT: __kmpc_global_thread_num
// IOMP: llvm.call @__kmpc_barrier(%{{[0-9]+}}, %[[G2]])
// IOMP-NEXT: llvm.return

// The task entry receives an i32, not a pointer: it asks the runtime.
// IOMP-LABEL: llvm.func internal @team.omp_task_entry(
// IOMP: %[[GT:[0-9]+]] = llvm.call @__kmpc_global_thread_num(
// IOMP-NEXT: llvm.call @__kmpc_omp_taskwait(%{{[0-9]+}}, %[[GT]])

// A function marked by hand: its second parameter is the thread id.
// IOMP-LABEL: llvm.func @marked(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// IOMP-NEXT: %[[GM:[0-9]+]] = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
// IOMP-NEXT: %[[IDM:[0-9]+]] = llvm.mlir.addressof
// IOMP-NEXT: llvm.call @__kmpc_barrier(%[[IDM]], %[[GM]])

// NOMARK-NOT: omp_lower.gtid_arg

// libgomp's closures have no thread id parameter and no mark.
// GOMP: llvm.func internal @team.omp_outlined.1(%arg0: !llvm.ptr {llvm.noalias}) {{[{]$}}
// GOMP: llvm.func internal @team.omp_outlined(%arg0: !llvm.ptr {llvm.noalias}) {{[{]$}}

// BAD: bad-gtid-mark.mlir:4:5: error: the 'omp_lower.gtid_arg' mark of 'not_int' must be an integer (the index of its global thread id parameter) (runtime 'iomp', construct 'barrier')
// BAD: bad-gtid-mark.mlir:8:5: error: the 'omp_lower.gtid_arg' mark of 'out_of_range' is 2, which is not one of its pointer parameters (runtime 'iomp', construct 'barrier')
// BAD: bad-gtid-mark.mlir:12:5: error: the 'omp_lower.gtid_arg' mark of 'not_ptr' is 0, which is not one of its pointer parameters (runtime 'iomp', construct 'barrier')

module {
  llvm.func @work(i32)
  llvm.func @team(%n: i32, %lb: i32, %ub: i32) {
    %one = llvm.mlir.constant(1 : i32) : i32
    omp.barrier
    omp.parallel {
      omp.barrier
      omp.wsloop {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%one) {
          omp.critical {
            llvm.call @work(%i) : (i32) -> ()
            omp.terminator
          }
          omp.yield
        }
      }
      omp.task {
        omp.taskwait
        llvm.call @work(%n) : (i32) -> ()
        omp.terminator
      }
      omp.parallel num_threads(%n : i32) {
        omp.barrier
        omp.terminator
      }
      omp.terminator
    }
    llvm.return
  }
  llvm.func @marked(%btid: !llvm.ptr, %tid: !llvm.ptr) attributes {omp_lower.gtid_arg = 1 : i64} {
    omp.barrier
    llvm.return
  }
}
