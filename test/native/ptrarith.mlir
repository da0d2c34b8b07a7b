// Pointer arithmetic: walking an array with a pointer (*begin++), negative
// offsets, pointer differences and comparisons, and writing through
// pointers (ptrarith.c). cir has no pointer-difference op: p - q is
// written as C defines it, the byte distance divided by sizeof(int).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: *p = 64, p[-3] = 25, *(q + 1) = 16
// CHECK-NEXT: p - q = 5, q < p: 1
// CHECK-NEXT: sum = 204, middle = 135
// CHECK-NEXT: a[0..3] = -1 4 -9 16

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!pint = !cir.ptr<!s32i>
!arr8 = !cir.array<!s32i x 8>

cir.global internal constant @fmt1 = #cir.const_array<"*p = %d, p[-3] = %d, *(q + 1) = %d\0A\00"> : !cir.array<!s8i x 36>
cir.global internal constant @fmt2 = #cir.const_array<"p - q = %d, q < p: %d\0A\00"> : !cir.array<!s8i x 23>
cir.global internal constant @fmt3 = #cir.const_array<"sum = %ld, middle = %ld\0A\00"> : !cir.array<!s8i x 25>
cir.global internal constant @fmt4 = #cir.const_array<"a[0..3] = %d %d %d %d\0A\00"> : !cir.array<!s8i x 23>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @sum_range(%b0: !pint, %end: !pint) -> !s64i {
  %begin = cir.alloca !pint, !cir.ptr<!pint>, ["begin"] {alignment = 8 : i64}
  %s = cir.alloca !s64i, !cir.ptr<!s64i>, ["s"] {alignment = 8 : i64}
  cir.store %b0, %begin : !pint, !cir.ptr<!pint>
  %c0 = cir.const #cir.int<0> : !s32i
  %c0l = cir.cast(integral, %c0 : !s32i), !s64i
  cir.store %c0l, %s : !s64i, !cir.ptr<!s64i>
  cir.while {
    %bv = cir.load %begin : !cir.ptr<!pint>, !pint
    %lt = cir.cmp(lt, %bv, %end) : !pint, !cir.bool
    cir.condition(%lt)
  } do {
    // s += *begin++;
    %bv = cir.load %begin : !cir.ptr<!pint>, !pint
    %c1 = cir.const #cir.int<1> : !s32i
    %next = cir.ptr_stride(%bv : !pint, %c1 : !s32i), !pint
    cir.store %next, %begin : !pint, !cir.ptr<!pint>
    %v = cir.load %bv : !pint, !s32i
    %vl = cir.cast(integral, %v : !s32i), !s64i
    %sv = cir.load %s : !cir.ptr<!s64i>, !s64i
    %sum = cir.binop(add, %sv, %vl) : !s64i
    cir.store %sum, %s : !s64i, !cir.ptr<!s64i>
    cir.yield
  }
  %r = cir.load %s : !cir.ptr<!s64i>, !s64i
  cir.return %r : !s64i
}

cir.func @main() -> !s32i {
  %a = cir.alloca !arr8, !cir.ptr<!arr8>, ["a"] {alignment = 16 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c8 = cir.const #cir.int<8> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c8) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %x = cir.binop(add, %iv, %c1) : !s32i
      %sq = cir.binop(mul, %x, %x) : !s32i
      %ad = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!arr8>), !pint
      %ep = cir.ptr_stride(%ad : !pint, %iv : !s32i), !pint
      cir.store %sq, %ep : !s32i, !pint
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // int *p = a + 7; int *q = &a[2];
  %base = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!arr8>), !pint
  %c7 = cir.const #cir.int<7> : !s32i
  %p = cir.ptr_stride(%base : !pint, %c7 : !s32i), !pint
  %q = cir.ptr_stride(%base : !pint, %c2 : !s32i), !pint
  %pv = cir.load %p : !pint, !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %m3 = cir.unary(minus, %c3) : !s32i, !s32i
  %pm3 = cir.ptr_stride(%p : !pint, %m3 : !s32i), !pint
  %pm3v = cir.load %pm3 : !pint, !s32i
  %q1 = cir.ptr_stride(%q : !pint, %c1 : !s32i), !pint
  %q1v = cir.load %q1 : !pint, !s32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 36>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 36>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %pv, %pm3v, %q1v) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i) -> !s32i
  // (int)(p - q), q < p
  %pi = cir.cast(ptr_to_int, %p : !pint), !s64i
  %qi = cir.cast(ptr_to_int, %q : !pint), !s64i
  %bytes = cir.binop(sub, %pi, %qi) : !s64i
  %size = cir.const #cir.int<4> : !s64i
  %diff = cir.binop(div, %bytes, %size) : !s64i
  %diffi = cir.cast(integral, %diff : !s64i), !s32i
  %qltp = cir.cmp(lt, %q, %p) : !pint, !cir.bool
  %qltpi = cir.cast(bool_to_int, %qltp : !cir.bool), !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 23>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 23>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %diffi, %qltpi) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  // sum_range(a, a + 8), sum_range(q, p)
  %end = cir.ptr_stride(%base : !pint, %c8 : !s32i), !pint
  %sall = cir.call @sum_range(%base, %end) : (!pint, !pint) -> !s64i
  %smid = cir.call @sum_range(%q, %p) : (!pint, !pint) -> !s64i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 25>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 25>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %sall, %smid) : (!cir.ptr<!s8i>, !s64i, !s64i) -> !s32i
  // for (int *r = a; r != a + 8; r += 2) *r = -*r;
  cir.scope {
    %r = cir.alloca !pint, !cir.ptr<!pint>, ["r"] {alignment = 8 : i64}
    %start = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!arr8>), !pint
    cir.store %start, %r : !pint, !cir.ptr<!pint>
    cir.for : cond {
      %rv = cir.load %r : !cir.ptr<!pint>, !pint
      %ad = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!arr8>), !pint
      %stop = cir.ptr_stride(%ad : !pint, %c8 : !s32i), !pint
      %ne = cir.cmp(ne, %rv, %stop) : !pint, !cir.bool
      cir.condition(%ne)
    } body {
      %rv = cir.load %r : !cir.ptr<!pint>, !pint
      %v = cir.load %rv : !pint, !s32i
      %nv = cir.unary(minus, %v) : !s32i, !s32i
      cir.store %nv, %rv : !s32i, !pint
      cir.yield
    } step {
      %rv = cir.load %r : !cir.ptr<!pint>, !pint
      %nx = cir.ptr_stride(%rv : !pint, %c2 : !s32i), !pint
      cir.store %nx, %r : !pint, !cir.ptr<!pint>
      cir.yield
    }
  }
  %a0 = cir.load %base : !pint, !s32i
  %a1p = cir.ptr_stride(%base : !pint, %c1 : !s32i), !pint
  %a1 = cir.load %a1p : !pint, !s32i
  %a2 = cir.load %q : !pint, !s32i
  %a3p = cir.ptr_stride(%base : !pint, %c3 : !s32i), !pint
  %a3 = cir.load %a3p : !pint, !s32i
  %f4 = cir.get_global @fmt4 : !cir.ptr<!cir.array<!s8i x 23>>
  %f4p = cir.cast(array_to_ptrdecay, %f4 : !cir.ptr<!cir.array<!s8i x 23>>), !cir.ptr<!s8i>
  %r4 = cir.call @printf(%f4p, %a0, %a1, %a2, %a3) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
