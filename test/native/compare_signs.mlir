// Comparisons under the usual arithmetic conversions: signed against
// unsigned (the signed side converts to unsigned), small types promoted to
// int, and floats with -0.0 and NaN (only ne is true on NaN)
// (compare_signs.c). A comparison is an int in C: bool_to_int.
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 0 1 1
// CHECK-NEXT: 1 1 0 1
// CHECK-NEXT: 1 0
// CHECK-NEXT: 0 1 0 0

!s8i = !cir.int<s, 8>
!s16i = !cir.int<s, 16>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!u16i = !cir.int<u, 16>
!u32i = !cir.int<u, 32>

cir.global external @neg = #cir.int<-1> : !s32i
cir.global external @one = #cir.int<1> : !u32i
cir.global external @lneg = #cir.int<-1> : !s64i
cir.global external @uc = #cir.int<200> : !u8i
cir.global external @sc = #cir.int<-56> : !s8i
cir.global external @us = #cir.int<65535> : !u16i
cir.global external @ss = #cir.int<-1> : !s16i
cir.global external @z = #cir.fp<0.000000e+00> : !cir.double
cir.global internal constant @fmt3 = #cir.const_array<"%d %d %d\0A\00"> : !cir.array<!s8i x 10>
cir.global internal constant @fmt4 = #cir.const_array<"%d %d %d %d\0A\00"> : !cir.array<!s8i x 13>
cir.global internal constant @fmt2 = #cir.const_array<"%d %d\0A\00"> : !cir.array<!s8i x 7>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %gneg = cir.get_global @neg : !cir.ptr<!s32i>
  %gone = cir.get_global @one : !cir.ptr<!u32i>
  %glneg = cir.get_global @lneg : !cir.ptr<!s64i>
  %guc = cir.get_global @uc : !cir.ptr<!u8i>
  %gsc = cir.get_global @sc : !cir.ptr<!s8i>
  %gus = cir.get_global @us : !cir.ptr<!u16i>
  %gss = cir.get_global @ss : !cir.ptr<!s16i>
  %gz = cir.get_global @z : !cir.ptr<!cir.double>
  // neg < one: neg converts to unsigned.
  %n1 = cir.load %gneg : !cir.ptr<!s32i>, !s32i
  %n1u = cir.cast(integral, %n1 : !s32i), !u32i
  %o1 = cir.load %gone : !cir.ptr<!u32i>, !u32i
  %lt1 = cir.cmp(lt, %n1u, %o1) : !u32i, !cir.bool
  %r1 = cir.cast(bool_to_int, %lt1 : !cir.bool), !s32i
  // neg < (int)one
  %n2 = cir.load %gneg : !cir.ptr<!s32i>, !s32i
  %o2 = cir.load %gone : !cir.ptr<!u32i>, !u32i
  %o2s = cir.cast(integral, %o2 : !u32i), !s32i
  %lt2 = cir.cmp(lt, %n2, %o2s) : !s32i, !cir.bool
  %r2 = cir.cast(bool_to_int, %lt2 : !cir.bool), !s32i
  // lneg < one: one converts to long long.
  %l3 = cir.load %glneg : !cir.ptr<!s64i>, !s64i
  %o3 = cir.load %gone : !cir.ptr<!u32i>, !u32i
  %o3l = cir.cast(integral, %o3 : !u32i), !s64i
  %lt3 = cir.cmp(lt, %l3, %o3l) : !s64i, !cir.bool
  %r3 = cir.cast(bool_to_int, %lt3 : !cir.bool), !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 10>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
  %p1 = cir.call @printf(%f3p, %r1, %r2, %r3) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i) -> !s32i
  // uc > sc: both promote to int.
  %ucv = cir.load %guc : !cir.ptr<!u8i>, !u8i
  %uci = cir.cast(integral, %ucv : !u8i), !s32i
  %scv = cir.load %gsc : !cir.ptr<!s8i>, !s8i
  %sci = cir.cast(integral, %scv : !s8i), !s32i
  %gt4 = cir.cmp(gt, %uci, %sci) : !s32i, !cir.bool
  %r4 = cir.cast(bool_to_int, %gt4 : !cir.bool), !s32i
  // (unsigned char)sc == uc
  %scv2 = cir.load %gsc : !cir.ptr<!s8i>, !s8i
  %scu = cir.cast(integral, %scv2 : !s8i), !u8i
  %scui = cir.cast(integral, %scu : !u8i), !s32i
  %ucv2 = cir.load %guc : !cir.ptr<!u8i>, !u8i
  %uci2 = cir.cast(integral, %ucv2 : !u8i), !s32i
  %eq5 = cir.cmp(eq, %scui, %uci2) : !s32i, !cir.bool
  %r5 = cir.cast(bool_to_int, %eq5 : !cir.bool), !s32i
  // us == ss: both promote to int, 65535 != -1.
  %usv = cir.load %gus : !cir.ptr<!u16i>, !u16i
  %usi = cir.cast(integral, %usv : !u16i), !s32i
  %ssv = cir.load %gss : !cir.ptr<!s16i>, !s16i
  %ssi = cir.cast(integral, %ssv : !s16i), !s32i
  %eq6 = cir.cmp(eq, %usi, %ssi) : !s32i, !cir.bool
  %r6 = cir.cast(bool_to_int, %eq6 : !cir.bool), !s32i
  // 4294967295u == neg: neg converts to unsigned.
  %umax = cir.const #cir.int<4294967295> : !u32i
  %n7 = cir.load %gneg : !cir.ptr<!s32i>, !s32i
  %n7u = cir.cast(integral, %n7 : !s32i), !u32i
  %eq7 = cir.cmp(eq, %umax, %n7u) : !u32i, !cir.bool
  %r7 = cir.cast(bool_to_int, %eq7 : !cir.bool), !s32i
  %f4 = cir.get_global @fmt4 : !cir.ptr<!cir.array<!s8i x 13>>
  %f4p = cir.cast(array_to_ptrdecay, %f4 : !cir.ptr<!cir.array<!s8i x 13>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f4p, %r4, %r5, %r6, %r7) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  // double nz = -z; double nan = z / z;
  %zv = cir.load %gz : !cir.ptr<!cir.double>, !cir.double
  %nz = cir.unary(minus, %zv) : !cir.double, !cir.double
  %zv2 = cir.load %gz : !cir.ptr<!cir.double>, !cir.double
  %zv3 = cir.load %gz : !cir.ptr<!cir.double>, !cir.double
  %nan = cir.binop(div, %zv2, %zv3) : !cir.double
  %zero = cir.const #cir.fp<0.000000e+00> : !cir.double
  %onef = cir.const #cir.fp<1.000000e+00> : !cir.double
  %eq8 = cir.cmp(eq, %nz, %zero) : !cir.double, !cir.bool
  %r8 = cir.cast(bool_to_int, %eq8 : !cir.bool), !s32i
  %lt9 = cir.cmp(lt, %nz, %zero) : !cir.double, !cir.bool
  %r9 = cir.cast(bool_to_int, %lt9 : !cir.bool), !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 7>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %p3 = cir.call @printf(%f2p, %r8, %r9) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  %e10 = cir.cmp(eq, %nan, %nan) : !cir.double, !cir.bool
  %r10 = cir.cast(bool_to_int, %e10 : !cir.bool), !s32i
  %e11 = cir.cmp(ne, %nan, %nan) : !cir.double, !cir.bool
  %r11 = cir.cast(bool_to_int, %e11 : !cir.bool), !s32i
  %e12 = cir.cmp(lt, %nan, %onef) : !cir.double, !cir.bool
  %r12 = cir.cast(bool_to_int, %e12 : !cir.bool), !s32i
  %e13 = cir.cmp(ge, %nan, %onef) : !cir.double, !cir.bool
  %r13 = cir.cast(bool_to_int, %e13 : !cir.bool), !s32i
  %p4 = cir.call @printf(%f4p, %r10, %r11, %r12, %r13) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
