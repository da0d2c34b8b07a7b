// Floating casts: float <-> int toward zero (negative values too), unsigned
// <-> double, float <-> double, and float arithmetic that stays in float;
// a float passed to printf is promoted to double (casts_float.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: -7 7 -17.0 4000000000.0
// CHECK-NEXT: -7.900000 2.750 -79000000000 -123456789012.0 2
// CHECK-NEXT: 0.333333343 0.3333333432674408 10000000000000000000

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>

cir.global external @d = #cir.fp<-7.900000e+00> : !cir.double
cir.global external @f = #cir.fp<2.750000e+00> : !cir.float
cir.global external @i = #cir.int<-17> : !s32i
cir.global external @u = #cir.int<4000000000> : !u32i
cir.global external @ll = #cir.int<-123456789012> : !s64i
cir.global internal constant @fmt1 = #cir.const_array<"%d %u %.1f %.1f\0A\00"> : !cir.array<!s8i x 17>
cir.global internal constant @fmt2 = #cir.const_array<"%.6f %.3f %lld %.1f %d\0A\00"> : !cir.array<!s8i x 24>
cir.global internal constant @fmt3 = #cir.const_array<"%.9f %.17g %llu\0A\00"> : !cir.array<!s8i x 17>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %pd = cir.get_global @d : !cir.ptr<!cir.double>
  %pf = cir.get_global @f : !cir.ptr<!cir.float>
  %pi = cir.get_global @i : !cir.ptr<!s32i>
  %pu = cir.get_global @u : !cir.ptr<!u32i>
  %pll = cir.get_global @ll : !cir.ptr<!s64i>
  // int di = (int)d;
  %d0 = cir.load %pd : !cir.ptr<!cir.double>, !cir.double
  %di = cir.cast(float_to_int, %d0 : !cir.double), !s32i
  // unsigned du = (unsigned)(d * -1.0);
  %d1 = cir.load %pd : !cir.ptr<!cir.double>, !cir.double
  %m1 = cir.const #cir.fp<-1.000000e+00> : !cir.double
  %dneg = cir.binop(mul, %d1, %m1) : !cir.double
  %du = cir.cast(float_to_int, %dneg : !cir.double), !u32i
  // double fi = i; double fu = u;
  %i0 = cir.load %pi : !cir.ptr<!s32i>, !s32i
  %fi = cir.cast(int_to_float, %i0 : !s32i), !cir.double
  %u0 = cir.load %pu : !cir.ptr<!u32i>, !u32i
  %fu = cir.cast(int_to_float, %u0 : !u32i), !cir.double
  // float ff = (float)d; double fd = f;
  %d2 = cir.load %pd : !cir.ptr<!cir.double>, !cir.double
  %ff = cir.cast(floating, %d2 : !cir.double), !cir.float
  %f0 = cir.load %pf : !cir.ptr<!cir.float>, !cir.float
  %fd = cir.cast(floating, %f0 : !cir.float), !cir.double
  // long long dl = (long long)(d * 1e10);
  %d3 = cir.load %pd : !cir.ptr<!cir.double>, !cir.double
  %e10 = cir.const #cir.fp<1.000000e+10> : !cir.double
  %dscaled = cir.binop(mul, %d3, %e10) : !cir.double
  %dl = cir.cast(float_to_int, %dscaled : !cir.double), !s64i
  // double lld = (double)ll;
  %ll0 = cir.load %pll : !cir.ptr<!s64i>, !s64i
  %lld = cir.cast(int_to_float, %ll0 : !s64i), !cir.double
  // unsigned char uc = (unsigned char)f;
  %f1 = cir.load %pf : !cir.ptr<!cir.float>, !cir.float
  %uc = cir.cast(float_to_int, %f1 : !cir.float), !u8i
  // float third = 1.0f / (float)3;
  %one = cir.const #cir.fp<1.000000e+00> : !cir.float
  %three = cir.const #cir.int<3> : !s32i
  %threef = cir.cast(int_to_float, %three : !s32i), !cir.float
  %third = cir.binop(div, %one, %threef) : !cir.float
  // unsigned long long big = (unsigned long long)1e19;
  %e19 = cir.const #cir.fp<1.000000e+19> : !cir.double
  %big = cir.cast(float_to_int, %e19 : !cir.double), !u64i

  %f1g = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 17>>
  %f1p = cir.cast(array_to_ptrdecay, %f1g : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %di, %du, %fi, %fu) : (!cir.ptr<!s8i>, !s32i, !u32i, !cir.double, !cir.double) -> !s32i
  // Promotions: float -> double, unsigned char -> int.
  %ffp = cir.cast(floating, %ff : !cir.float), !cir.double
  %ucp = cir.cast(integral, %uc : !u8i), !s32i
  %f2g = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 24>>
  %f2p = cir.cast(array_to_ptrdecay, %f2g : !cir.ptr<!cir.array<!s8i x 24>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %ffp, %fd, %dl, %lld, %ucp) : (!cir.ptr<!s8i>, !cir.double, !cir.double, !s64i, !cir.double, !s32i) -> !s32i
  %thirdp = cir.cast(floating, %third : !cir.float), !cir.double
  %thirdd = cir.cast(floating, %third : !cir.float), !cir.double
  %f3g = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 17>>
  %f3p = cir.cast(array_to_ptrdecay, %f3g : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %thirdp, %thirdd, %big) : (!cir.ptr<!s8i>, !cir.double, !cir.double, !u64i) -> !s32i
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
