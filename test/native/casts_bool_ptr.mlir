// Bool conversions (from int, double, pointer; to int and double), array
// decay, null pointers, pointer <-> integer round trips and a pointer
// bitcast to bytes (casts_bool_ptr.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 1 0 1 0 1 0
// CHECK-NEXT: 2 1.0 40 12
// CHECK-NEXT: 20 0

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!arr5 = !cir.array<!s32i x 5>

cir.global external @arr = #cir.const_array<[#cir.int<10> : !s32i, #cir.int<20> : !s32i, #cir.int<30> : !s32i, #cir.int<40> : !s32i, #cir.int<50> : !s32i]> : !arr5
cir.global external @zero = #cir.int<0> : !s32i
cir.global external @seven = #cir.int<7> : !s32i
cir.global external @half = #cir.fp<5.000000e-01> : !cir.double
cir.global external @nothing = #cir.fp<0.000000e+00> : !cir.double
cir.global internal constant @fmt1 = #cir.const_array<"%d %d %d %d %d %d\0A\00"> : !cir.array<!s8i x 19>
cir.global internal constant @fmt2 = #cir.const_array<"%d %.1f %d %d\0A\00"> : !cir.array<!s8i x 15>
cir.global internal constant @fmt3 = #cir.const_array<"%d %d\0A\00"> : !cir.array<!s8i x 7>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %gseven = cir.get_global @seven : !cir.ptr<!s32i>
  %gzero = cir.get_global @zero : !cir.ptr<!s32i>
  %ghalf = cir.get_global @half : !cir.ptr<!cir.double>
  %gnothing = cir.get_global @nothing : !cir.ptr<!cir.double>
  %garr = cir.get_global @arr : !cir.ptr<!arr5>
  %v7 = cir.load %gseven : !cir.ptr<!s32i>, !s32i
  %b1 = cir.cast(int_to_bool, %v7 : !s32i), !cir.bool
  %v0 = cir.load %gzero : !cir.ptr<!s32i>, !s32i
  %b2 = cir.cast(int_to_bool, %v0 : !s32i), !cir.bool
  %vh = cir.load %ghalf : !cir.ptr<!cir.double>, !cir.double
  %b3 = cir.cast(float_to_bool, %vh : !cir.double), !cir.bool
  %vn = cir.load %gnothing : !cir.ptr<!cir.double>, !cir.double
  %b4 = cir.cast(float_to_bool, %vn : !cir.double), !cir.bool
  // int *p = arr; int *np = 0;
  %p = cir.cast(array_to_ptrdecay, %garr : !cir.ptr<!arr5>), !cir.ptr<!s32i>
  %zero_lit = cir.const #cir.int<0> : !s32i
  %np = cir.cast(null_to_ptr, %zero_lit : !s32i), !cir.ptr<!s32i>
  %b5 = cir.cast(ptr_to_bool, %p : !cir.ptr<!s32i>), !cir.bool
  %b6 = cir.cast(ptr_to_bool, %np : !cir.ptr<!s32i>), !cir.bool
  // int bi = b1 + b3;  both promote to int.
  %b1i = cir.cast(bool_to_int, %b1 : !cir.bool), !s32i
  %b3i = cir.cast(bool_to_int, %b3 : !cir.bool), !s32i
  %bi = cir.binop(add, %b1i, %b3i) : !s32i
  // double bd = b1;
  %bd = cir.cast(bool_to_float, %b1 : !cir.bool), !cir.double
  // long addr = (long)(p + 3); int *q = (int *)addr;
  %c3 = cir.const #cir.int<3> : !s32i
  %p3 = cir.ptr_stride(%p : !cir.ptr<!s32i>, %c3 : !s32i), !cir.ptr<!s32i>
  %addr = cir.cast(ptr_to_int, %p3 : !cir.ptr<!s32i>), !s64i
  %q = cir.cast(int_to_ptr, %addr : !s64i), !cir.ptr<!s32i>
  // unsigned char *bytes = (unsigned char *)&arr[1];
  %c1 = cir.const #cir.int<1> : !s32i
  %p1 = cir.ptr_stride(%p : !cir.ptr<!s32i>, %c1 : !s32i), !cir.ptr<!s32i>
  %bytes = cir.cast(bitcast, %p1 : !cir.ptr<!s32i>), !cir.ptr<!u8i>

  %a1 = cir.cast(bool_to_int, %b1 : !cir.bool), !s32i
  %a2 = cir.cast(bool_to_int, %b2 : !cir.bool), !s32i
  %a3 = cir.cast(bool_to_int, %b3 : !cir.bool), !s32i
  %a4 = cir.cast(bool_to_int, %b4 : !cir.bool), !s32i
  %a5 = cir.cast(bool_to_int, %b5 : !cir.bool), !s32i
  %a6 = cir.cast(bool_to_int, %b6 : !cir.bool), !s32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 19>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 19>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %a1, %a2, %a3, %a4, %a5, %a6) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i, !s32i, !s32i) -> !s32i
  // *q, and (int)(addr - (long)p)
  %qv = cir.load %q : !cir.ptr<!s32i>, !s32i
  %pl = cir.cast(ptr_to_int, %p : !cir.ptr<!s32i>), !s64i
  %diff = cir.binop(sub, %addr, %pl) : !s64i
  %diffi = cir.cast(integral, %diff : !s64i), !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 15>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %bi, %bd, %qv, %diffi) : (!cir.ptr<!s8i>, !s32i, !cir.double, !s32i, !s32i) -> !s32i
  // bytes[0], bytes[1], promoted to int.
  %c0 = cir.const #cir.int<0> : !s32i
  %e0p = cir.ptr_stride(%bytes : !cir.ptr<!u8i>, %c0 : !s32i), !cir.ptr<!u8i>
  %e0 = cir.load %e0p : !cir.ptr<!u8i>, !u8i
  %e0i = cir.cast(integral, %e0 : !u8i), !s32i
  %e1p = cir.ptr_stride(%bytes : !cir.ptr<!u8i>, %c1 : !s32i), !cir.ptr<!u8i>
  %e1 = cir.load %e1p : !cir.ptr<!u8i>, !u8i
  %e1i = cir.cast(integral, %e1 : !u8i), !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 7>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %e0i, %e1i) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
