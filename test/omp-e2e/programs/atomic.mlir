// atomic update, read and write under contention (4 threads on 2 cores):
// updates that a plain read-modify-write would lose reach the exact total
// (an add the hardware does in one instruction, and a multiply that needs
// a compare-and-swap loop); reads see only values some write stored
// whole. atomic_capture.mlir has the capture form. The element type of
// omp.atomic.read is written as a builtin integer. C twin: atomic.c.
//
// CHECK: atomic update counter += 1, 4 x 10000: 40000
// CHECK-NEXT: atomic update down = down - 3, 4 x 10000: -120000
// CHECK-NEXT: atomic update doubled = doubled * 2, 4 x 10: 1099511627776
// CHECK-NEXT: atomic read: threads that saw a torn value: 0
// CHECK-NEXT: atomic read after the region: a whole value: 1

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u64i = !cir.int<u, 64>
!threads = !cir.array<!s32i x 16>

cir.global internal constant @l_cnt = #cir.const_array<"atomic update counter += 1, 4 x 10000\00"> : !cir.array<!s8i x 38>
cir.global internal constant @l_down = #cir.const_array<"atomic update down = down - 3, 4 x 10000\00"> : !cir.array<!s8i x 41>
cir.global internal constant @l_dbl = #cir.const_array<"atomic update doubled = doubled * 2, 4 x 10\00"> : !cir.array<!s8i x 44>
cir.global internal constant @l_torn = #cir.const_array<"atomic read: threads that saw a torn value\00"> : !cir.array<!s8i x 43>
cir.global internal constant @l_last = #cir.const_array<"atomic read after the region: a whole value\00"> : !cir.array<!s8i x 44>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @report_count(!cir.ptr<!s8i>, !cir.ptr<!s32i>)
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// Every value the writers store has eight equal bytes:
// return u == (u & 0xff) * 0x0101010101010101;
cir.func internal @whole(%v: !s64i) -> !s32i {
  %u = cir.cast(integral, %v : !s64i), !u64i
  %ff = cir.const #cir.int<255> : !u64i
  %k = cir.const #cir.int<72340172838076673> : !u64i
  %low = cir.binop(and, %u, %ff) : !u64i
  %spread = cir.binop(mul, %low, %k) : !u64i
  %eq = cir.cmp(eq, %u, %spread) : !u64i, !cir.bool
  %r = cir.cast(bool_to_int, %eq : !cir.bool), !s32i
  cir.return %r : !s32i
}

// return ((t * 64 + i) & 0xff) * 0x0101010101010101;
cir.func internal @pattern(%t: !s32i, %i: !s32i) -> !s64i {
  %c64 = cir.const #cir.int<64> : !s32i
  %c255 = cir.const #cir.int<255> : !s32i
  %t64 = cir.binop(mul, %t, %c64) : !s32i
  %ti = cir.binop(add, %t64, %i) : !s32i
  %low = cir.binop(and, %ti, %c255) : !s32i
  %lowu = cir.cast(integral, %low : !s32i), !u64i
  %k = cir.const #cir.int<72340172838076673> : !u64i
  %v = cir.binop(mul, %lowu, %k) : !u64i
  %r = cir.cast(integral, %v : !u64i), !s64i
  cir.return %r : !s64i
}

cir.func internal @print(%label: !cir.ptr<!s8i>, %v: !s64i) {
  cir.call @report_int(%label, %v) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %counter = cir.alloca !s64i, !cir.ptr<!s64i>, ["counter"] {alignment = 8 : i64}
  %down = cir.alloca !s64i, !cir.ptr<!s64i>, ["down"] {alignment = 8 : i64}
  %doubled = cir.alloca !s64i, !cir.ptr<!s64i>, ["doubled"] {alignment = 8 : i64}
  %shared = cir.alloca !s64i, !cir.ptr<!s64i>, ["shared"] {alignment = 8 : i64}
  %torn = cir.alloca !threads, !cir.ptr<!threads>, ["torn"] {alignment = 16 : i64}
  %last = cir.alloca !s64i, !cir.ptr<!s64i>, ["last"] {alignment = 8 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c0l = cir.const #cir.int<0> : !s64i
  %c1l = cir.const #cir.int<1> : !s64i
  %zeros = cir.const #cir.zero : !threads
  cir.store %c0l, %counter : !s64i, !cir.ptr<!s64i>
  cir.store %c0l, %down : !s64i, !cir.ptr<!s64i>
  cir.store %c1l, %doubled : !s64i, !cir.ptr<!s64i>
  cir.store %c0l, %shared : !s64i, !cir.ptr<!s64i>
  cir.store %zeros, %torn : !threads, !cir.ptr<!threads>
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %seen = cir.alloca !s64i, !cir.ptr<!s64i>, ["seen"] {alignment = 8 : i64}
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    // for (i = 0; i < 10000; i++) { atomic counter += 1; atomic down = down - 3; }
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<10000> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      omp.atomic.update %counter : !cir.ptr<!s64i> {
      ^bb0(%old: !s64i):
        %one = cir.const #cir.int<1> : !s64i
        %new = cir.binop(add, %old, %one) : !s64i
        omp.yield(%new : !s64i)
      }
      omp.atomic.update %down : !cir.ptr<!s64i> {
      ^bb0(%old: !s64i):
        %three = cir.const #cir.int<3> : !s64i
        %new = cir.binop(sub, %old, %three) : !s64i
        omp.yield(%new : !s64i)
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    // for (i = 0; i < 10; i++) atomic doubled = doubled * 2;
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<10> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      omp.atomic.update %doubled : !cir.ptr<!s64i> {
      ^bb0(%old: !s64i):
        %two = cir.const #cir.int<2> : !s64i
        %new = cir.binop(mul, %old, %two) : !s64i
        omp.yield(%new : !s64i)
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    // for (i = 0; i < 10000; i++) { atomic write shared = pattern(t, i);
    //   atomic read seen = shared; torn[t] += !whole(seen); }
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<10000> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %v = cir.call @pattern(%t, %iv) : (!s32i, !s32i) -> !s64i
      omp.atomic.write %shared = %v : !cir.ptr<!s64i>, !s64i
      omp.atomic.read %seen = %shared : !cir.ptr<!s64i>, !cir.ptr<!s64i>, i64
      %sv = cir.load %seen : !cir.ptr<!s64i>, !s64i
      %w = cir.call @whole(%sv) : (!s64i) -> !s32i
      %one = cir.const #cir.int<1> : !s32i
      %bad = cir.binop(xor, %w, %one) : !s32i
      %tp = cir.cast(array_to_ptrdecay, %torn : !cir.ptr<!threads>), !cir.ptr<!s32i>
      %slot = cir.ptr_stride(%tp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
      %old = cir.load %slot : !cir.ptr<!s32i>, !s32i
      %new = cir.binop(add, %old, %bad) : !s32i
      cir.store %new, %slot : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    omp.terminator
  }
  omp.atomic.read %last = %shared : !cir.ptr<!s64i>, !cir.ptr<!s64i>, i64

  %l1 = cir.get_global @l_cnt : !cir.ptr<!cir.array<!s8i x 38>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 38>>), !cir.ptr<!s8i>
  %v1 = cir.load %counter : !cir.ptr<!s64i>, !s64i
  cir.call @print(%l1p, %v1) : (!cir.ptr<!s8i>, !s64i) -> ()
  %l2 = cir.get_global @l_down : !cir.ptr<!cir.array<!s8i x 41>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 41>>), !cir.ptr<!s8i>
  %v2 = cir.load %down : !cir.ptr<!s64i>, !s64i
  cir.call @print(%l2p, %v2) : (!cir.ptr<!s8i>, !s64i) -> ()
  %l3 = cir.get_global @l_dbl : !cir.ptr<!cir.array<!s8i x 44>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 44>>), !cir.ptr<!s8i>
  %v3 = cir.load %doubled : !cir.ptr<!s64i>, !s64i
  cir.call @print(%l3p, %v3) : (!cir.ptr<!s8i>, !s64i) -> ()
  %l4 = cir.get_global @l_torn : !cir.ptr<!cir.array<!s8i x 43>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 43>>), !cir.ptr<!s8i>
  %tp = cir.cast(array_to_ptrdecay, %torn : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_count(%l4p, %tp) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l5 = cir.get_global @l_last : !cir.ptr<!cir.array<!s8i x 44>>
  %l5p = cir.cast(array_to_ptrdecay, %l5 : !cir.ptr<!cir.array<!s8i x 44>>), !cir.ptr<!s8i>
  %lv = cir.load %last : !cir.ptr<!s64i>, !s64i
  %lw = cir.call @whole(%lv) : (!s64i) -> !s32i
  %lw64 = cir.cast(integral, %lw : !s32i), !s64i
  cir.call @print(%l5p, %lw64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return %c0 : !s32i
}
