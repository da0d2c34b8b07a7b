// parallel private(y) firstprivate(x): every thread gets its own x,
// initialized from the original, and its own y; the values a thread writes
// to them survive a barrier (no other thread shares them), and the
// originals are unchanged after the region. C twin: parallel_private.c.
//
// CHECK: threads whose firstprivate x started at 42: 4
// CHECK-NEXT: threads whose x and y kept their own values: 4
// CHECK-NEXT: original x after the region: 42
// CHECK-NEXT: original y after the region: -1

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!threads = !cir.array<!s32i x 16>

cir.global internal constant @l_init = #cir.const_array<"threads whose firstprivate x started at 42\00"> : !cir.array<!s8i x 43>
cir.global internal constant @l_kept = #cir.const_array<"threads whose x and y kept their own values\00"> : !cir.array<!s8i x 44>
cir.global internal constant @l_x = #cir.const_array<"original x after the region\00"> : !cir.array<!s8i x 28>
cir.global internal constant @l_y = #cir.const_array<"original y after the region\00"> : !cir.array<!s8i x 28>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @report_count(!cir.ptr<!s8i>, !cir.ptr<!s32i>)
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// private(y): a fresh, uninitialized int per thread.
omp.private {type = private} @y.privatizer : i32

// firstprivate(x): a fresh int per thread, copied from the original.
omp.private {type = firstprivate} @x.firstprivatizer : i32 copy {
^bb0(%from: !cir.ptr<!s32i>, %to: !cir.ptr<!s32i>):
  %v = cir.load %from : !cir.ptr<!s32i>, !s32i
  cir.store %v, %to : !s32i, !cir.ptr<!s32i>
  omp.yield(%to : !cir.ptr<!s32i>)
}

cir.func @main() -> !s32i {
  %x = cir.alloca !s32i, !cir.ptr<!s32i>, ["x"] {alignment = 4 : i64}
  %y = cir.alloca !s32i, !cir.ptr<!s32i>, ["y"] {alignment = 4 : i64}
  %initialized = cir.alloca !threads, !cir.ptr<!threads>, ["initialized"] {alignment = 16 : i64}
  %kept = cir.alloca !threads, !cir.ptr<!threads>, ["kept"] {alignment = 16 : i64}
  %c42 = cir.const #cir.int<42> : !s32i
  %cm1 = cir.const #cir.int<-1> : !s32i
  %zeros = cir.const #cir.zero : !threads
  cir.store %c42, %x : !s32i, !cir.ptr<!s32i>
  cir.store %cm1, %y : !s32i, !cir.ptr<!s32i>
  cir.store %zeros, %initialized : !threads, !cir.ptr<!threads>
  cir.store %zeros, %kept : !threads, !cir.ptr<!threads>

  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) private(@x.firstprivatizer %x -> %px, @y.privatizer %y -> %py : !cir.ptr<!s32i>, !cir.ptr<!s32i>) {
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %one = cir.const #cir.int<1> : !s32i
    %k42 = cir.const #cir.int<42> : !s32i
    %k100 = cir.const #cir.int<100> : !s32i
    // initialized[t] = x == 42;
    %x0 = cir.load %px : !cir.ptr<!s32i>, !s32i
    %is42 = cir.cmp(eq, %x0, %k42) : !s32i, !cir.bool
    %is42i = cir.cast(bool_to_int, %is42 : !cir.bool), !s32i
    %ip = cir.cast(array_to_ptrdecay, %initialized : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %islot = cir.ptr_stride(%ip : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %is42i, %islot : !s32i, !cir.ptr<!s32i>
    // x += t + 1; y = 100 + t;
    %t1 = cir.binop(add, %t, %one) : !s32i
    %x1 = cir.binop(add, %x0, %t1) : !s32i
    cir.store %x1, %px : !s32i, !cir.ptr<!s32i>
    %y1 = cir.binop(add, %k100, %t) : !s32i
    cir.store %y1, %py : !s32i, !cir.ptr<!s32i>
    omp.barrier
    // kept[t] = x == 43 + t && y == 100 + t;
    %x2 = cir.load %px : !cir.ptr<!s32i>, !s32i
    %want = cir.binop(add, %t1, %k42) : !s32i
    %xok = cir.cmp(eq, %x2, %want) : !s32i, !cir.bool
    %y2 = cir.load %py : !cir.ptr<!s32i>, !s32i
    %yok = cir.cmp(eq, %y2, %y1) : !s32i, !cir.bool
    %both = cir.binop(and, %xok, %yok) : !cir.bool
    %bothi = cir.cast(bool_to_int, %both : !cir.bool), !s32i
    %kp = cir.cast(array_to_ptrdecay, %kept : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %kslot = cir.ptr_stride(%kp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %bothi, %kslot : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }

  %l1 = cir.get_global @l_init : !cir.ptr<!cir.array<!s8i x 43>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 43>>), !cir.ptr<!s8i>
  %ip = cir.cast(array_to_ptrdecay, %initialized : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%l1p, %ip) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l2 = cir.get_global @l_kept : !cir.ptr<!cir.array<!s8i x 44>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 44>>), !cir.ptr<!s8i>
  %kp = cir.cast(array_to_ptrdecay, %kept : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%l2p, %kp) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l3 = cir.get_global @l_x : !cir.ptr<!cir.array<!s8i x 28>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 28>>), !cir.ptr<!s8i>
  %xv = cir.load %x : !cir.ptr<!s32i>, !s32i
  %xv64 = cir.cast(integral, %xv : !s32i), !s64i
  cir.call @report_int(%l3p, %xv64) : (!cir.ptr<!s8i>, !s64i) -> ()
  %l4 = cir.get_global @l_y : !cir.ptr<!cir.array<!s8i x 28>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 28>>), !cir.ptr<!s8i>
  %yv = cir.load %y : !cir.ptr<!s32i>, !s32i
  %yv64 = cir.cast(integral, %yv : !s32i), !s64i
  cir.call @report_int(%l4p, %yv64) : (!cir.ptr<!s8i>, !s64i) -> ()
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
