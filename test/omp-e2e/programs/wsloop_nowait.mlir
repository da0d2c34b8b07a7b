// wsloop nowait, and the implicit barrier without it. With nowait a thread
// that finishes its iterations leaves the loop at once: the thread running
// iteration 0 waits (up to about 2 s) for another thread to get past the
// loop, which it can only do if the loop ends without a barrier. Without
// nowait every thread sees every iteration done after the loop, even when
// the last one is slow. C twin: wsloop_nowait.c.
//
// CHECK: static nowait: iteration 0 saw a thread past the loop: 1
// CHECK-NEXT: dynamic nowait: iteration 0 saw a thread past the loop: 1
// CHECK-NEXT: static without nowait: threads that saw all 8 iterations done: 4

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>
!threads = !cir.array<!s32i x 16>
!done = !cir.array<!s32i x 8>

// static volatile int past_loop; static volatile int done[8];
cir.global internal @past_loop = #cir.int<0> : !s32i
cir.global internal @done : !done
cir.global internal constant @l_snw = #cir.const_array<"static nowait: iteration 0 saw a thread past the loop\00"> : !cir.array<!s8i x 54>
cir.global internal constant @l_dnw = #cir.const_array<"dynamic nowait: iteration 0 saw a thread past the loop\00"> : !cir.array<!s8i x 55>
cir.global internal constant @l_bar = #cir.const_array<"static without nowait: threads that saw all 8 iterations done\00"> : !cir.array<!s8i x 62>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_count(!cir.ptr<!s8i>, !cir.ptr<!s32i>)
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// for (int n = 0; n < 20000 && !past_loop; n++) usleep(100); return past_loop;
cir.func internal @wait_for_another_thread() -> !s32i {
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %past = cir.get_global @past_loop : !cir.ptr<!s32i>
  cir.store %c0, %n : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %limit = cir.const #cir.int<20000> : !s32i
    %more = cir.cmp(lt, %nv, %limit) : !s32i, !cir.bool
    %go = cir.ternary(%more, true {
      %p = cir.load volatile %past : !cir.ptr<!s32i>, !s32i
      %notyet = cir.cmp(eq, %p, %c0) : !s32i, !cir.bool
      cir.yield %notyet : !cir.bool
    }, false {
      %f = cir.const #cir.bool<false> : !cir.bool
      cir.yield %f : !cir.bool
    }) : (!cir.bool) -> !cir.bool
    cir.condition(%go)
  } body {
    %us = cir.const #cir.int<100> : !u32i
    %r = cir.call @usleep(%us) : (!u32i) -> !s32i
    cir.yield
  } step {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %nv) : !s32i, !s32i
    cir.store %inc, %n : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  %p = cir.load volatile %past : !cir.ptr<!s32i>, !s32i
  cir.return %p : !s32i
}

cir.func internal @print(%label: !cir.ptr<!s8i>, %v: !s32i) {
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %saw = cir.alloca !s32i, !cir.ptr<!s32i>, ["saw"] {alignment = 4 : i64}
  %saw_all = cir.alloca !threads, !cir.ptr<!threads>, ["saw_all"] {alignment = 16 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %past = cir.get_global @past_loop : !cir.ptr<!s32i>
  %nt2 = arith.constant 2 : i32
  %nt4 = arith.constant 4 : i32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i8 = arith.constant 8 : i32

  // for (i = 0; i < 2; i++) if (i == 0) saw = wait_for_another_thread();
  // with schedule(static) nowait; then past_loop = 1.
  cir.store %c0, %saw : !s32i, !cir.ptr<!s32i>
  omp.parallel num_threads(%nt2 : i32) {
    omp.wsloop schedule(static) nowait {
      omp.loop_nest (%iv) : i32 = (%i0) to (%i2) step (%i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %first = cir.cmp(eq, %i, %c0) : !s32i, !cir.bool
        cir.if %first {
          %s = cir.call @wait_for_another_thread() : () -> !s32i
          cir.store %s, %saw : !s32i, !cir.ptr<!s32i>
        }
        omp.yield
      }
    }
    cir.store volatile %c1, %past : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l1 = cir.get_global @l_snw : !cir.ptr<!cir.array<!s8i x 54>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 54>>), !cir.ptr<!s8i>
  %saw1 = cir.load %saw : !cir.ptr<!s32i>, !s32i
  cir.call @print(%l1p, %saw1) : (!cir.ptr<!s8i>, !s32i) -> ()

  // The same with schedule(dynamic) nowait.
  cir.store volatile %c0, %past : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %saw : !s32i, !cir.ptr<!s32i>
  omp.parallel num_threads(%nt2 : i32) {
    omp.wsloop schedule(dynamic) nowait {
      omp.loop_nest (%iv) : i32 = (%i0) to (%i2) step (%i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %first = cir.cmp(eq, %i, %c0) : !s32i, !cir.bool
        cir.if %first {
          %s = cir.call @wait_for_another_thread() : () -> !s32i
          cir.store %s, %saw : !s32i, !cir.ptr<!s32i>
        }
        omp.yield
      }
    }
    cir.store volatile %c1, %past : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l2 = cir.get_global @l_dnw : !cir.ptr<!cir.array<!s8i x 55>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 55>>), !cir.ptr<!s8i>
  %saw2 = cir.load %saw : !cir.ptr<!s32i>, !s32i
  cir.call @print(%l2p, %saw2) : (!cir.ptr<!s8i>, !s32i) -> ()

  // Without nowait: for (i = 0; i < 8; i++) { if (i == 7) usleep(20000);
  // done[i] = 1; } then each thread counts the iterations done.
  %zeros = cir.const #cir.zero : !threads
  cir.store %zeros, %saw_all : !threads, !cir.ptr<!threads>
  omp.parallel num_threads(%nt4 : i32) {
    %done = cir.get_global @done : !cir.ptr<!done>
    %donep = cir.cast(array_to_ptrdecay, %done : !cir.ptr<!done>), !cir.ptr<!s32i>
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv) : i32 = (%i0) to (%i8) step (%i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %c7 = cir.const #cir.int<7> : !s32i
        %last = cir.cmp(eq, %i, %c7) : !s32i, !cir.bool
        cir.if %last {
          %us = cir.const #cir.int<20000> : !u32i
          %r = cir.call @usleep(%us) : (!u32i) -> !s32i
        }
        %slot = cir.ptr_stride(%donep : !cir.ptr<!s32i>, %i : !s32i), !cir.ptr<!s32i>
        cir.store volatile %c1, %slot : !s32i, !cir.ptr<!s32i>
        omp.yield
      }
    }
    %count = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
    cir.store %c0, %count : !s32i, !cir.ptr<!s32i>
    cir.scope {
      %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
      cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
      cir.for : cond {
        %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
        %c8 = cir.const #cir.int<8> : !s32i
        %lt = cir.cmp(lt, %jv, %c8) : !s32i, !cir.bool
        cir.condition(%lt)
      } body {
        %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
        %slot = cir.ptr_stride(%donep : !cir.ptr<!s32i>, %jv : !s32i), !cir.ptr<!s32i>
        %d = cir.load volatile %slot : !cir.ptr<!s32i>, !s32i
        %n = cir.load %count : !cir.ptr<!s32i>, !s32i
        %n2 = cir.binop(add, %n, %d) : !s32i
        cir.store %n2, %count : !s32i, !cir.ptr<!s32i>
        cir.yield
      } step {
        %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
        %inc = cir.unary(inc, %jv) : !s32i, !s32i
        cir.store %inc, %j : !s32i, !cir.ptr<!s32i>
        cir.yield
      }
    }
    %n = cir.load %count : !cir.ptr<!s32i>, !s32i
    %c8 = cir.const #cir.int<8> : !s32i
    %all = cir.cmp(eq, %n, %c8) : !s32i, !cir.bool
    %alli = cir.cast(bool_to_int, %all : !cir.bool), !s32i
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %sp = cir.cast(array_to_ptrdecay, %saw_all : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %tslot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %alli, %tslot : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l3 = cir.get_global @l_bar : !cir.ptr<!cir.array<!s8i x 62>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 62>>), !cir.ptr<!s8i>
  %sap = cir.cast(array_to_ptrdecay, %saw_all : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%l3p, %sap) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
