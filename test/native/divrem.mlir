// Division truncates toward zero and the remainder takes the dividend's
// sign; unsigned division differs from signed on the same bits; a signed
// char promotes to int before dividing (divrem.c). The local arrays are
// initialized from constant arrays.
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 7 / 2 = 3, 7 % 2 = 1
// CHECK-NEXT: -7 / 2 = -3, -7 % 2 = -1
// CHECK-NEXT: 7 / -2 = -3, 7 % -2 = 1
// CHECK-NEXT: -7 / -2 = 3, -7 % -2 = -1
// CHECK-NEXT: 571428571 3
// CHECK-NEXT: 2147483644 -3
// CHECK-NEXT: -142857142857 -1
// CHECK-NEXT: 128

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>
!arr4 = !cir.array<!s32i x 4>

cir.global internal constant @fmt1 = #cir.const_array<"%d / %d = %d, %d %% %d = %d\0A\00"> : !cir.array<!s8i x 29>
cir.global internal constant @fmt2 = #cir.const_array<"%u %u\0A\00"> : !cir.array<!s8i x 7>
cir.global internal constant @fmt3 = #cir.const_array<"%u %d\0A\00"> : !cir.array<!s8i x 7>
cir.global internal constant @fmt4 = #cir.const_array<"%lld %lld\0A\00"> : !cir.array<!s8i x 11>
cir.global internal constant @fmt5 = #cir.const_array<"%d\0A\00"> : !cir.array<!s8i x 4>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %a = cir.alloca !arr4, !cir.ptr<!arr4>, ["a"] {alignment = 16 : i64}
  %b = cir.alloca !arr4, !cir.ptr<!arr4>, ["b"] {alignment = 16 : i64}
  %ainit = cir.const #cir.const_array<[#cir.int<7> : !s32i, #cir.int<-7> : !s32i, #cir.int<7> : !s32i, #cir.int<-7> : !s32i]> : !arr4
  cir.store %ainit, %a : !arr4, !cir.ptr<!arr4>
  %binit = cir.const #cir.const_array<[#cir.int<2> : !s32i, #cir.int<2> : !s32i, #cir.int<-2> : !s32i, #cir.int<-2> : !s32i]> : !arr4
  cir.store %binit, %b : !arr4, !cir.ptr<!arr4>
  %c0 = cir.const #cir.int<0> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %ad = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!arr4>), !cir.ptr<!s32i>
      %ap = cir.ptr_stride(%ad : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %av = cir.load %ap : !cir.ptr<!s32i>, !s32i
      %bd = cir.cast(array_to_ptrdecay, %b : !cir.ptr<!arr4>), !cir.ptr<!s32i>
      %bp = cir.ptr_stride(%bd : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %bv = cir.load %bp : !cir.ptr<!s32i>, !s32i
      %q = cir.binop(div, %av, %bv) : !s32i
      %r = cir.binop(rem, %av, %bv) : !s32i
      %f = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 29>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 29>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%fp, %av, %bv, %q, %av, %bv, %r) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // unsigned: ua / 7u, ua % 7u
  %ua = cir.const #cir.int<4000000000> : !u32i
  %u7 = cir.const #cir.int<7> : !u32i
  %uq = cir.binop(div, %ua, %u7) : !u32i
  %ur = cir.binop(rem, %ua, %u7) : !u32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 7>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f2p, %uq, %ur) : (!cir.ptr<!s8i>, !u32i, !u32i) -> !s32i
  // (unsigned)neg / 2 (2 converts to unsigned), neg / 2
  %neg = cir.alloca !s32i, !cir.ptr<!s32i>, ["neg"] {alignment = 4 : i64}
  %c7 = cir.const #cir.int<7> : !s32i
  %m7 = cir.unary(minus, %c7) : !s32i, !s32i
  cir.store %m7, %neg : !s32i, !cir.ptr<!s32i>
  %c2 = cir.const #cir.int<2> : !s32i
  %nv = cir.load %neg : !cir.ptr<!s32i>, !s32i
  %nu = cir.cast(integral, %nv : !s32i), !u32i
  %c2u = cir.cast(integral, %c2 : !s32i), !u32i
  %uq2 = cir.binop(div, %nu, %c2u) : !u32i
  %nv2 = cir.load %neg : !cir.ptr<!s32i>, !s32i
  %sq2 = cir.binop(div, %nv2, %c2) : !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 7>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %p3 = cir.call @printf(%f3p, %uq2, %sq2) : (!cir.ptr<!s8i>, !u32i, !s32i) -> !s32i
  // long long: x / 7, x % 7
  %x = cir.const #cir.int<-1000000000000> : !s64i
  %c7l = cir.cast(integral, %c7 : !s32i), !s64i
  %xq = cir.binop(div, %x, %c7l) : !s64i
  %xr = cir.binop(rem, %x, %c7l) : !s64i
  %f4 = cir.get_global @fmt4 : !cir.ptr<!cir.array<!s8i x 11>>
  %f4p = cir.cast(array_to_ptrdecay, %f4 : !cir.ptr<!cir.array<!s8i x 11>>), !cir.ptr<!s8i>
  %p4 = cir.call @printf(%f4p, %xq, %xr) : (!cir.ptr<!s8i>, !s64i, !s64i) -> !s32i
  // signed char sc = -128; sc / -1 in int: 128, no overflow.
  %sc = cir.alloca !s8i, !cir.ptr<!s8i>, ["sc"] {alignment = 1 : i64}
  %c128 = cir.const #cir.int<128> : !s32i
  %m128 = cir.unary(minus, %c128) : !s32i, !s32i
  %m128c = cir.cast(integral, %m128 : !s32i), !s8i
  cir.store %m128c, %sc : !s8i, !cir.ptr<!s8i>
  %scv = cir.load %sc : !cir.ptr<!s8i>, !s8i
  %sci = cir.cast(integral, %scv : !s8i), !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %m1 = cir.unary(minus, %c1) : !s32i, !s32i
  %scq = cir.binop(div, %sci, %m1) : !s32i
  %f5 = cir.get_global @fmt5 : !cir.ptr<!cir.array<!s8i x 4>>
  %f5p = cir.cast(array_to_ptrdecay, %f5 : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
  %p5 = cir.call @printf(%f5p, %scq) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
