// atomic capture (v = x; x = x + 1) under contention: every thread takes
// 10000 tickets; no update is lost (40000 taken) and no old value is seen
// twice (the old values sum to that of 0 .. 39999). C twin:
// atomic_capture.c.
//
// CHECK: atomic capture: tickets taken: 40000
// CHECK-NEXT: atomic capture: sum of the old values: 799980000

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!sums = !cir.array<!s64i x 16>

cir.global internal constant @l_tk = #cir.const_array<"atomic capture: tickets taken\00"> : !cir.array<!s8i x 30>
cir.global internal constant @l_tks = #cir.const_array<"atomic capture: sum of the old values\00"> : !cir.array<!s8i x 38>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

cir.func @main() -> !s32i {
  %tickets = cir.alloca !s64i, !cir.ptr<!s64i>, ["tickets"] {alignment = 8 : i64}
  %ticket_sum = cir.alloca !sums, !cir.ptr<!sums>, ["ticket_sum"] {alignment = 16 : i64}
  %all = cir.alloca !s64i, !cir.ptr<!s64i>, ["all"] {alignment = 8 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c0l = cir.const #cir.int<0> : !s64i
  %zeros = cir.const #cir.zero : !sums
  cir.store %c0l, %tickets : !s64i, !cir.ptr<!s64i>
  cir.store %zeros, %ticket_sum : !sums, !cir.ptr<!sums>
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %sum = cir.alloca !s64i, !cir.ptr<!s64i>, ["sum"] {alignment = 8 : i64}
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %old = cir.alloca !s64i, !cir.ptr<!s64i>, ["old"] {alignment = 8 : i64}
    cir.store %c0l, %sum : !s64i, !cir.ptr<!s64i>
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<10000> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      // atomic capture { old = tickets; tickets = tickets + 1; }
      omp.atomic.capture {
        omp.atomic.read %old = %tickets : !cir.ptr<!s64i>, !cir.ptr<!s64i>, i64
        omp.atomic.update %tickets : !cir.ptr<!s64i> {
        ^bb0(%x: !s64i):
          %one = cir.const #cir.int<1> : !s64i
          %x1 = cir.binop(add, %x, %one) : !s64i
          omp.yield(%x1 : !s64i)
        }
        omp.terminator
      }
      %o = cir.load %old : !cir.ptr<!s64i>, !s64i
      %s = cir.load %sum : !cir.ptr<!s64i>, !s64i
      %s2 = cir.binop(add, %s, %o) : !s64i
      cir.store %s2, %sum : !s64i, !cir.ptr<!s64i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %tp = cir.cast(array_to_ptrdecay, %ticket_sum : !cir.ptr<!sums>), !cir.ptr<!s64i>
    %slot = cir.ptr_stride(%tp : !cir.ptr<!s64i>, %t : !s32i), !cir.ptr<!s64i>
    %s = cir.load %sum : !cir.ptr<!s64i>, !s64i
    cir.store %s, %slot : !s64i, !cir.ptr<!s64i>
    omp.terminator
  }
  // for (int t = 0; t < 16; t++) all += ticket_sum[t];
  cir.store %c0l, %all : !s64i, !cir.ptr<!s64i>
  cir.scope {
    %t = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
    cir.store %c0, %t : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
      %c16 = cir.const #cir.int<16> : !s32i
      %lt = cir.cmp(lt, %tv, %c16) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
      %tp = cir.cast(array_to_ptrdecay, %ticket_sum : !cir.ptr<!sums>), !cir.ptr<!s64i>
      %slot = cir.ptr_stride(%tp : !cir.ptr<!s64i>, %tv : !s32i), !cir.ptr<!s64i>
      %v = cir.load %slot : !cir.ptr<!s64i>, !s64i
      %a = cir.load %all : !cir.ptr<!s64i>, !s64i
      %a2 = cir.binop(add, %a, %v) : !s64i
      cir.store %a2, %all : !s64i, !cir.ptr<!s64i>
      cir.yield
    } step {
      %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %tv) : !s32i, !s32i
      cir.store %inc, %t : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %l1 = cir.get_global @l_tk : !cir.ptr<!cir.array<!s8i x 30>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 30>>), !cir.ptr<!s8i>
  %v1 = cir.load %tickets : !cir.ptr<!s64i>, !s64i
  cir.call @report_int(%l1p, %v1) : (!cir.ptr<!s8i>, !s64i) -> ()
  %l2 = cir.get_global @l_tks : !cir.ptr<!cir.array<!s8i x 38>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 38>>), !cir.ptr<!s8i>
  %v2 = cir.load %all : !cir.ptr<!s64i>, !s64i
  cir.call @report_int(%l2p, %v2) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return %c0 : !s32i
}
