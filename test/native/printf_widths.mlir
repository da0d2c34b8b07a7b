// printf with integers of every width and signedness (small ones promoted
// to int), chars, strings, field widths, and a float promoted to double
// (printf_widths.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: -100 200 -30000 60000
// CHECK-NEXT: -2000000000 4000000000 -9000000000000000000 18000000000000000000
// CHECK-NEXT: -1 1 ee6b2800 165140
// CHECK-NEXT: oo str|   42|42   |001.5
// CHECK-NEXT: 1.500000 -1.000000e-01 -0.1 3.000 %

!s8i = !cir.int<s, 8>
!s16i = !cir.int<s, 16>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!u16i = !cir.int<u, 16>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>
!str = !cir.ptr<!s8i>

cir.global external @sc = #cir.int<-100> : !s8i
cir.global external @uc = #cir.int<200> : !u8i
cir.global external @s = #cir.int<-30000> : !s16i
cir.global external @us = #cir.int<60000> : !u16i
cir.global external @i = #cir.int<-2000000000> : !s32i
cir.global external @u = #cir.int<4000000000> : !u32i
cir.global external @l = #cir.int<-9000000000000000000> : !s64i
cir.global external @ul = #cir.int<18000000000000000000> : !u64i
cir.global external @ll = #cir.int<-1> : !s64i
cir.global external @ull = #cir.int<1> : !u64i
cir.global external @f = #cir.fp<1.500000e+00> : !cir.float
cir.global external @d = #cir.fp<-1.000000e-01> : !cir.double
cir.global internal constant @fmt1 = #cir.const_array<"%hhd %hhu %hd %hu\0A\00"> : !cir.array<!s8i x 19>
cir.global internal constant @fmt2 = #cir.const_array<"%d %u %ld %lu\0A\00"> : !cir.array<!s8i x 15>
cir.global internal constant @fmt3 = #cir.const_array<"%lld %llu %x %o\0A\00"> : !cir.array<!s8i x 17>
cir.global internal constant @fmt4 = #cir.const_array<"%c%c %s|%5d|%-5d|%05.1f\0A\00"> : !cir.array<!s8i x 25>
cir.global internal constant @fmt5 = #cir.const_array<"%f %e %g %.3f %%\0A\00"> : !cir.array<!s8i x 18>
cir.global internal constant @str_str = #cir.const_array<"str\00"> : !cir.array<!s8i x 4>
cir.func private @printf(!str, ...) -> !s32i

cir.func @main() -> !s32i {
  %gsc = cir.get_global @sc : !cir.ptr<!s8i>
  %vsc = cir.load %gsc : !cir.ptr<!s8i>, !s8i
  %psc = cir.cast(integral, %vsc : !s8i), !s32i
  %guc = cir.get_global @uc : !cir.ptr<!u8i>
  %vuc = cir.load %guc : !cir.ptr<!u8i>, !u8i
  %puc = cir.cast(integral, %vuc : !u8i), !s32i
  %gs = cir.get_global @s : !cir.ptr<!s16i>
  %vs = cir.load %gs : !cir.ptr<!s16i>, !s16i
  %ps = cir.cast(integral, %vs : !s16i), !s32i
  %gus = cir.get_global @us : !cir.ptr<!u16i>
  %vus = cir.load %gus : !cir.ptr<!u16i>, !u16i
  %pus = cir.cast(integral, %vus : !u16i), !s32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 19>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 19>>), !str
  %r1 = cir.call @printf(%f1p, %psc, %puc, %ps, %pus) : (!str, !s32i, !s32i, !s32i, !s32i) -> !s32i

  %gi = cir.get_global @i : !cir.ptr<!s32i>
  %vi = cir.load %gi : !cir.ptr<!s32i>, !s32i
  %gu = cir.get_global @u : !cir.ptr<!u32i>
  %vu = cir.load %gu : !cir.ptr<!u32i>, !u32i
  %gl = cir.get_global @l : !cir.ptr<!s64i>
  %vl = cir.load %gl : !cir.ptr<!s64i>, !s64i
  %gul = cir.get_global @ul : !cir.ptr<!u64i>
  %vul = cir.load %gul : !cir.ptr<!u64i>, !u64i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 15>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 15>>), !str
  %r2 = cir.call @printf(%f2p, %vi, %vu, %vl, %vul) : (!str, !s32i, !u32i, !s64i, !u64i) -> !s32i

  %gll = cir.get_global @ll : !cir.ptr<!s64i>
  %vll = cir.load %gll : !cir.ptr<!s64i>, !s64i
  %gull = cir.get_global @ull : !cir.ptr<!u64i>
  %vull = cir.load %gull : !cir.ptr<!u64i>, !u64i
  %vu2 = cir.load %gu : !cir.ptr<!u32i>, !u32i
  %vus2 = cir.load %gus : !cir.ptr<!u16i>, !u16i
  %pus2 = cir.cast(integral, %vus2 : !u16i), !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 17>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 17>>), !str
  %r3 = cir.call @printf(%f3p, %vll, %vull, %vu2, %pus2) : (!str, !s64i, !u64i, !u32i, !s32i) -> !s32i

  // 'o' is an int; uc - 89 computes in int.
  %o = cir.const #cir.int<111> : !s32i
  %vuc2 = cir.load %guc : !cir.ptr<!u8i>, !u8i
  %puc2 = cir.cast(integral, %vuc2 : !u8i), !s32i
  %c89 = cir.const #cir.int<89> : !s32i
  %o2 = cir.binop(sub, %puc2, %c89) : !s32i
  %ss = cir.get_global @str_str : !cir.ptr<!cir.array<!s8i x 4>>
  %ssp = cir.cast(array_to_ptrdecay, %ss : !cir.ptr<!cir.array<!s8i x 4>>), !str
  %c42 = cir.const #cir.int<42> : !s32i
  %gf = cir.get_global @f : !cir.ptr<!cir.float>
  %vf = cir.load %gf : !cir.ptr<!cir.float>, !cir.float
  %pf = cir.cast(floating, %vf : !cir.float), !cir.double
  %f4 = cir.get_global @fmt4 : !cir.ptr<!cir.array<!s8i x 25>>
  %f4p = cir.cast(array_to_ptrdecay, %f4 : !cir.ptr<!cir.array<!s8i x 25>>), !str
  %r4 = cir.call @printf(%f4p, %o, %o2, %ssp, %c42, %c42, %pf) : (!str, !s32i, !s32i, !str, !s32i, !s32i, !cir.double) -> !s32i

  %vf2 = cir.load %gf : !cir.ptr<!cir.float>, !cir.float
  %pf2 = cir.cast(floating, %vf2 : !cir.float), !cir.double
  %gd = cir.get_global @d : !cir.ptr<!cir.double>
  %vd = cir.load %gd : !cir.ptr<!cir.double>, !cir.double
  %vd2 = cir.load %gd : !cir.ptr<!cir.double>, !cir.double
  // (double)f * 2: the int 2 converts to double.
  %vf3 = cir.load %gf : !cir.ptr<!cir.float>, !cir.float
  %fd = cir.cast(floating, %vf3 : !cir.float), !cir.double
  %two = cir.const #cir.int<2> : !s32i
  %twod = cir.cast(int_to_float, %two : !s32i), !cir.double
  %prod = cir.binop(mul, %fd, %twod) : !cir.double
  %f5 = cir.get_global @fmt5 : !cir.ptr<!cir.array<!s8i x 18>>
  %f5p = cir.cast(array_to_ptrdecay, %f5 : !cir.ptr<!cir.array<!s8i x 18>>), !str
  %r5 = cir.call @printf(%f5p, %pf2, %vd, %vd2, %prod) : (!str, !cir.double, !cir.double, !cir.double, !cir.double) -> !s32i
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
