// barrier: no thread passes a barrier before every thread of the team has
// reached it. In each of 20 rounds every thread writes its slot (threads
// with higher numbers later), waits at a barrier, checks that it sees every
// other thread's write of this round, and waits again before the next
// round overwrites the slots. C twin: barrier.c.
//
// CHECK: threads that saw every write of all 20 rounds: 4

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>
!threads = !cir.array<!s32i x 16>
!slots = !cir.array<!s32i x 4>

// static volatile int slots[4];
cir.global internal @slots : !slots
cir.global internal constant @l_all = #cir.const_array<"threads that saw every write of all 20 rounds\00"> : !cir.array<!s8i x 46>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_count(!cir.ptr<!s8i>, !cir.ptr<!s32i>)

// usleep(100 * t); slots[t] = round * 10 + t;
cir.func internal @write_slot(%t: !s32i, %round: !s32i) {
  %c10 = cir.const #cir.int<10> : !s32i
  %c100 = cir.const #cir.int<100> : !s32i
  %d = cir.binop(mul, %c100, %t) : !s32i
  %du = cir.cast(integral, %d : !s32i), !u32i
  %r = cir.call @usleep(%du) : (!u32i) -> !s32i
  %r10 = cir.binop(mul, %round, %c10) : !s32i
  %v = cir.binop(add, %r10, %t) : !s32i
  %slots = cir.get_global @slots : !cir.ptr<!slots>
  %sp = cir.cast(array_to_ptrdecay, %slots : !cir.ptr<!slots>), !cir.ptr<!s32i>
  %slot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
  cir.store volatile %v, %slot : !s32i, !cir.ptr<!s32i>
  cir.return
}

// Returns whether slots[u] == round * 10 + u for every u in [0, 4).
cir.func internal @saw_round(%round: !s32i) -> !s32i {
  %seen = cir.alloca !s32i, !cir.ptr<!s32i>, ["seen"] {alignment = 4 : i64}
  %u = cir.alloca !s32i, !cir.ptr<!s32i>, ["u"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  cir.store %c0, %seen : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %u : !s32i, !cir.ptr<!s32i>
  %slots = cir.get_global @slots : !cir.ptr<!slots>
  %sp = cir.cast(array_to_ptrdecay, %slots : !cir.ptr<!slots>), !cir.ptr<!s32i>
  cir.for : cond {
    %uv = cir.load %u : !cir.ptr<!s32i>, !s32i
    %lt = cir.cmp(lt, %uv, %c4) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %uv = cir.load %u : !cir.ptr<!s32i>, !s32i
    %slot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %uv : !s32i), !cir.ptr<!s32i>
    %v = cir.load volatile %slot : !cir.ptr<!s32i>, !s32i
    %r10 = cir.binop(mul, %round, %c10) : !s32i
    %want = cir.binop(add, %r10, %uv) : !s32i
    %ok = cir.cmp(eq, %v, %want) : !s32i, !cir.bool
    %oki = cir.cast(bool_to_int, %ok : !cir.bool), !s32i
    %s = cir.load %seen : !cir.ptr<!s32i>, !s32i
    %s2 = cir.binop(add, %s, %oki) : !s32i
    cir.store %s2, %seen : !s32i, !cir.ptr<!s32i>
    cir.yield
  } step {
    %uv = cir.load %u : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %uv) : !s32i, !s32i
    cir.store %inc, %u : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  %s = cir.load %seen : !cir.ptr<!s32i>, !s32i
  %all = cir.cmp(eq, %s, %c4) : !s32i, !cir.bool
  %alli = cir.cast(bool_to_int, %all : !cir.bool), !s32i
  cir.return %alli : !s32i
}

cir.func @main() -> !s32i {
  %all_rounds = cir.alloca !threads, !cir.ptr<!threads>, ["all_rounds"] {alignment = 16 : i64}
  %zeros = cir.const #cir.zero : !threads
  cir.store %zeros, %all_rounds : !threads, !cir.ptr<!threads>
  %c0 = cir.const #cir.int<0> : !s32i
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %good = cir.alloca !s32i, !cir.ptr<!s32i>, ["good"] {alignment = 4 : i64}
    %round = cir.alloca !s32i, !cir.ptr<!s32i>, ["round"] {alignment = 4 : i64}
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    cir.store %c0, %good : !s32i, !cir.ptr<!s32i>
    cir.store %c0, %round : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %r = cir.load %round : !cir.ptr<!s32i>, !s32i
      %c20 = cir.const #cir.int<20> : !s32i
      %lt = cir.cmp(lt, %r, %c20) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %r = cir.load %round : !cir.ptr<!s32i>, !s32i
      cir.call @write_slot(%t, %r) : (!s32i, !s32i) -> ()
      omp.barrier
      %ok = cir.call @saw_round(%r) : (!s32i) -> !s32i
      %g = cir.load %good : !cir.ptr<!s32i>, !s32i
      %g2 = cir.binop(add, %g, %ok) : !s32i
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
    %c20 = cir.const #cir.int<20> : !s32i
    %all = cir.cmp(eq, %g, %c20) : !s32i, !cir.bool
    %alli = cir.cast(bool_to_int, %all : !cir.bool), !s32i
    %ap = cir.cast(array_to_ptrdecay, %all_rounds : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %slot = cir.ptr_stride(%ap : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %alli, %slot : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l = cir.get_global @l_all : !cir.ptr<!cir.array<!s8i x 46>>
  %lp = cir.cast(array_to_ptrdecay, %l : !cir.ptr<!cir.array<!s8i x 46>>), !cir.ptr<!s8i>
  %ap = cir.cast(array_to_ptrdecay, %all_rounds : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%lp, %ap) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
