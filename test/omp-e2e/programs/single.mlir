// single, with and without nowait. One thread of the team runs a single
// construct, once per encounter (10 encounters: 10 runs), and the implicit
// barrier at its end makes its writes visible to every thread. With nowait
// there is no barrier: the thread running the single waits (up to about
// 2 s) for the three others to get past it, which they can only do if they
// do not wait for it. C twin: single.c.
//
// CHECK: single: runs in 10 encounters: 10
// CHECK-NEXT: single: threads that saw each single's write after it: 4
// CHECK-NEXT: single nowait: runs: 1
// CHECK-NEXT: single nowait: its thread saw the 3 others past it: 1

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>
!threads = !cir.array<!s32i x 16>

// static volatile int past_single;
cir.global internal @past_single = #cir.int<0> : !s32i
cir.global internal constant @l_runs = #cir.const_array<"single: runs in 10 encounters\00"> : !cir.array<!s8i x 30>
cir.global internal constant @l_saw = #cir.const_array<"single: threads that saw each single's write after it\00"> : !cir.array<!s8i x 54>
cir.global internal constant @l_nwruns = #cir.const_array<"single nowait: runs\00"> : !cir.array<!s8i x 20>
cir.global internal constant @l_nwsaw = #cir.const_array<"single nowait: its thread saw the 3 others past it\00"> : !cir.array<!s8i x 51>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_count(!cir.ptr<!s8i>, !cir.ptr<!s32i>)
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// for (int n = 0; n < 20000 && past_single < 3; n++) usleep(100);
// return past_single >= 3;
cir.func internal @wait_for_the_others() -> !s32i {
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %past = cir.get_global @past_single : !cir.ptr<!s32i>
  cir.store %c0, %n : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %limit = cir.const #cir.int<20000> : !s32i
    %more = cir.cmp(lt, %nv, %limit) : !s32i, !cir.bool
    %go = cir.ternary(%more, true {
      %p = cir.load volatile %past : !cir.ptr<!s32i>, !s32i
      %notyet = cir.cmp(lt, %p, %c3) : !s32i, !cir.bool
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
  %done = cir.cmp(ge, %p, %c3) : !s32i, !cir.bool
  %r = cir.cast(bool_to_int, %done : !cir.bool), !s32i
  cir.return %r : !s32i
}

cir.func internal @print(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %runs = cir.alloca !s32i, !cir.ptr<!s32i>, ["runs"] {alignment = 4 : i64}
  %value = cir.alloca !s32i, !cir.ptr<!s32i>, ["value"] {alignment = 4 : i64}
  %saw_every_value = cir.alloca !threads, !cir.ptr<!threads>, ["saw_every_value"] {alignment = 16 : i64}
  %nowait_runs = cir.alloca !s32i, !cir.ptr<!s32i>, ["nowait_runs"] {alignment = 4 : i64}
  %saw = cir.alloca !s32i, !cir.ptr<!s32i>, ["saw"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %zeros = cir.const #cir.zero : !threads
  cir.store %c0, %runs : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %value : !s32i, !cir.ptr<!s32i>
  cir.store %zeros, %saw_every_value : !threads, !cir.ptr<!threads>
  cir.store %c0, %nowait_runs : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %saw : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32

  omp.parallel num_threads(%nt : i32) {
    %good = cir.alloca !s32i, !cir.ptr<!s32i>, ["good"] {alignment = 4 : i64}
    %round = cir.alloca !s32i, !cir.ptr<!s32i>, ["round"] {alignment = 4 : i64}
    %c100 = cir.const #cir.int<100> : !s32i
    cir.store %c0, %good : !s32i, !cir.ptr<!s32i>
    cir.store %c0, %round : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %r = cir.load %round : !cir.ptr<!s32i>, !s32i
      %c10 = cir.const #cir.int<10> : !s32i
      %lt = cir.cmp(lt, %r, %c10) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %r = cir.load %round : !cir.ptr<!s32i>, !s32i
      %want = cir.binop(add, %r, %c100) : !s32i
      // single { runs = runs + 1; value = round + 100; }
      omp.single {
        %n = cir.load %runs : !cir.ptr<!s32i>, !s32i
        %n1 = cir.binop(add, %n, %c1) : !s32i
        cir.store %n1, %runs : !s32i, !cir.ptr<!s32i>
        cir.store %want, %value : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      // good += value == round + 100;
      %v = cir.load %value : !cir.ptr<!s32i>, !s32i
      %ok = cir.cmp(eq, %v, %want) : !s32i, !cir.bool
      %oki = cir.cast(bool_to_int, %ok : !cir.bool), !s32i
      %g = cir.load %good : !cir.ptr<!s32i>, !s32i
      %g2 = cir.binop(add, %g, %oki) : !s32i
      cir.store %g2, %good : !s32i, !cir.ptr<!s32i>
      omp.barrier
      cir.yield
    } step {
      %r = cir.load %round : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %r) : !s32i, !s32i
      cir.store %inc, %round : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    %g = cir.load %good : !cir.ptr<!s32i>, !s32i
    %c10 = cir.const #cir.int<10> : !s32i
    %all = cir.cmp(eq, %g, %c10) : !s32i, !cir.bool
    %alli = cir.cast(bool_to_int, %all : !cir.bool), !s32i
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %sp = cir.cast(array_to_ptrdecay, %saw_every_value : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %slot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %alli, %slot : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l1 = cir.get_global @l_runs : !cir.ptr<!cir.array<!s8i x 30>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 30>>), !cir.ptr<!s8i>
  cir.call @print(%l1p, %runs) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l2 = cir.get_global @l_saw : !cir.ptr<!cir.array<!s8i x 54>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 54>>), !cir.ptr<!s8i>
  %sp = cir.cast(array_to_ptrdecay, %saw_every_value : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%l2p, %sp) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()

  omp.parallel num_threads(%nt : i32) {
    // single nowait { nowait_runs = nowait_runs + 1; saw = wait_for_the_others(); }
    omp.single nowait {
      %n = cir.load %nowait_runs : !cir.ptr<!s32i>, !s32i
      %n1 = cir.binop(add, %n, %c1) : !s32i
      cir.store %n1, %nowait_runs : !s32i, !cir.ptr<!s32i>
      %s = cir.call @wait_for_the_others() : () -> !s32i
      cir.store %s, %saw : !s32i, !cir.ptr<!s32i>
      omp.terminator
    }
    // critical { past_single = past_single + 1; }
    omp.critical {
      %past = cir.get_global @past_single : !cir.ptr<!s32i>
      %p = cir.load volatile %past : !cir.ptr<!s32i>, !s32i
      %p1 = cir.binop(add, %p, %c1) : !s32i
      cir.store volatile %p1, %past : !s32i, !cir.ptr<!s32i>
      omp.terminator
    }
    omp.terminator
  }
  %l3 = cir.get_global @l_nwruns : !cir.ptr<!cir.array<!s8i x 20>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 20>>), !cir.ptr<!s8i>
  cir.call @print(%l3p, %nowait_runs) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l4 = cir.get_global @l_nwsaw : !cir.ptr<!cir.array<!s8i x 51>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 51>>), !cir.ptr<!s8i>
  cir.call @print(%l4p, %saw) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
