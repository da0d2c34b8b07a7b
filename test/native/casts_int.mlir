// Integral casts: narrowing keeps the low bits, widening extends by the
// source's signedness, and printf's default promotions widen to int
// (casts_int.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 44 251 9464 65531
// CHECK-NEXT: -5 4294967291 18446744073709551611
// CHECK-NEXT: 251 -56 30000000000 -64771072

!s8i = !cir.int<s, 8>
!s16i = !cir.int<s, 16>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!u16i = !cir.int<u, 16>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>

cir.global external @big = #cir.int<300> : !s32i
cir.global external @neg = #cir.int<-5> : !s32i
cir.global external @high = #cir.int<200> : !u8i
cir.global internal constant @fmt1 = #cir.const_array<"%d %d %hd %hu\0A\00"> : !cir.array<!s8i x 15>
cir.global internal constant @fmt2 = #cir.const_array<"%lld %llu %llu\0A\00"> : !cir.array<!s8i x 16>
cir.global internal constant @fmt3 = #cir.const_array<"%d %d %lld %d\0A\00"> : !cir.array<!s8i x 15>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %pbig = cir.get_global @big : !cir.ptr<!s32i>
  %pneg = cir.get_global @neg : !cir.ptr<!s32i>
  %phigh = cir.get_global @high : !cir.ptr<!u8i>
  // signed char sc = (signed char)big;
  %big0 = cir.load %pbig : !cir.ptr<!s32i>, !s32i
  %sc = cir.cast(integral, %big0 : !s32i), !s8i
  // unsigned char uc = (unsigned char)neg;
  %neg0 = cir.load %pneg : !cir.ptr<!s32i>, !s32i
  %uc = cir.cast(integral, %neg0 : !s32i), !u8i
  // short s = (short)(big * 250);
  %big1 = cir.load %pbig : !cir.ptr<!s32i>, !s32i
  %c250 = cir.const #cir.int<250> : !s32i
  %prod250 = cir.binop(mul, %big1, %c250) : !s32i
  %s = cir.cast(integral, %prod250 : !s32i), !s16i
  // unsigned short us = (unsigned short)neg;
  %neg1 = cir.load %pneg : !cir.ptr<!s32i>, !s32i
  %us = cir.cast(integral, %neg1 : !s32i), !u16i
  // long long ll = neg;
  %neg2 = cir.load %pneg : !cir.ptr<!s32i>, !s32i
  %ll = cir.cast(integral, %neg2 : !s32i), !s64i
  // unsigned long long from_unsigned = (unsigned)neg;  (zero-extends)
  %neg3 = cir.load %pneg : !cir.ptr<!s32i>, !s32i
  %asu = cir.cast(integral, %neg3 : !s32i), !u32i
  %from_unsigned = cir.cast(integral, %asu : !u32i), !u64i
  // unsigned long long from_signed = (unsigned long long)neg;  (sign-extends)
  %neg4 = cir.load %pneg : !cir.ptr<!s32i>, !s32i
  %from_signed = cir.cast(integral, %neg4 : !s32i), !u64i
  // int from_uc = uc;
  %from_uc = cir.cast(integral, %uc : !u8i), !s32i
  // int from_sc = (signed char)high;
  %high0 = cir.load %phigh : !cir.ptr<!u8i>, !u8i
  %highs = cir.cast(integral, %high0 : !u8i), !s8i
  %from_sc = cir.cast(integral, %highs : !s8i), !s32i
  // long long product = (long long)big * 100000000; int low = (int)product;
  %big2 = cir.load %pbig : !cir.ptr<!s32i>, !s32i
  %big64 = cir.cast(integral, %big2 : !s32i), !s64i
  %c1e8 = cir.const #cir.int<100000000> : !s32i
  %c1e8w = cir.cast(integral, %c1e8 : !s32i), !s64i
  %product = cir.binop(mul, %big64, %c1e8w) : !s64i
  %low = cir.cast(integral, %product : !s64i), !s32i

  // printf's default argument promotions: small integers become int.
  %scp = cir.cast(integral, %sc : !s8i), !s32i
  %ucp = cir.cast(integral, %uc : !u8i), !s32i
  %sp = cir.cast(integral, %s : !s16i), !s32i
  %usp = cir.cast(integral, %us : !u16i), !s32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 15>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %scp, %ucp, %sp, %usp) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 16>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 16>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %ll, %from_unsigned, %from_signed) : (!cir.ptr<!s8i>, !s64i, !u64i, !u64i) -> !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 15>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %from_uc, %from_sc, %product, %low) : (!cir.ptr<!s8i>, !s32i, !s32i, !s64i, !s32i) -> !s32i
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
