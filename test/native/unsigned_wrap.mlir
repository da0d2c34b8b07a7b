// Unsigned arithmetic wraps around modulo 2^N at every width; small types
// compute in int and convert back (unsigned_wrap.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 4 65535 1 4294967295
// CHECK-NEXT: 18446744073709551615 131073 410065408 1294967296

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!u16i = !cir.int<u, 16>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>

cir.global internal constant @fmt1 = #cir.const_array<"%d %d %u %u\0A\00"> : !cir.array<!s8i x 13>
cir.global internal constant @fmt2 = #cir.const_array<"%llu %u %u %u\0A\00"> : !cir.array<!s8i x 15>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %a = cir.alloca !u8i, !cir.ptr<!u8i>, ["a"] {alignment = 1 : i64}
  %b = cir.alloca !u16i, !cir.ptr<!u16i>, ["b"] {alignment = 2 : i64}
  %c = cir.alloca !u32i, !cir.ptr<!u32i>, ["c"] {alignment = 4 : i64}
  %d = cir.alloca !u32i, !cir.ptr<!u32i>, ["d"] {alignment = 4 : i64}
  %e = cir.alloca !u64i, !cir.ptr<!u64i>, ["e"] {alignment = 8 : i64}
  %m = cir.alloca !u32i, !cir.ptr<!u32i>, ["m"] {alignment = 4 : i64}
  %x = cir.alloca !u32i, !cir.ptr<!u32i>, ["x"] {alignment = 4 : i64}
  %y = cir.alloca !u32i, !cir.ptr<!u32i>, ["y"] {alignment = 4 : i64}
  %z = cir.alloca !u32i, !cir.ptr<!u32i>, ["z"] {alignment = 4 : i64}
  // unsigned char a = 250; a += 10;  (computed in int)
  %i250 = cir.const #cir.int<250> : !s32i
  %a0 = cir.cast(integral, %i250 : !s32i), !u8i
  cir.store %a0, %a : !u8i, !cir.ptr<!u8i>
  %av = cir.load %a : !cir.ptr<!u8i>, !u8i
  %avi = cir.cast(integral, %av : !u8i), !s32i
  %i10 = cir.const #cir.int<10> : !s32i
  %asum = cir.binop(add, %avi, %i10) : !s32i
  %anew = cir.cast(integral, %asum : !s32i), !u8i
  cir.store %anew, %a : !u8i, !cir.ptr<!u8i>
  // unsigned short b = 0; b -= 1;
  %i0 = cir.const #cir.int<0> : !s32i
  %b0 = cir.cast(integral, %i0 : !s32i), !u16i
  cir.store %b0, %b : !u16i, !cir.ptr<!u16i>
  %bv = cir.load %b : !cir.ptr<!u16i>, !u16i
  %bvi = cir.cast(integral, %bv : !u16i), !s32i
  %i1 = cir.const #cir.int<1> : !s32i
  %bdiff = cir.binop(sub, %bvi, %i1) : !s32i
  %bnew = cir.cast(integral, %bdiff : !s32i), !u16i
  cir.store %bnew, %b : !u16i, !cir.ptr<!u16i>
  // unsigned int c = 4294967295u; c += 2;  (2 converts to unsigned)
  %umax = cir.const #cir.int<4294967295> : !u32i
  cir.store %umax, %c : !u32i, !cir.ptr<!u32i>
  %cv = cir.load %c : !cir.ptr<!u32i>, !u32i
  %i2 = cir.const #cir.int<2> : !s32i
  %u2 = cir.cast(integral, %i2 : !s32i), !u32i
  %cnew = cir.binop(add, %cv, %u2) : !u32i
  cir.store %cnew, %c : !u32i, !cir.ptr<!u32i>
  // unsigned int d = 0; d = d - 1;
  %u0 = cir.cast(integral, %i0 : !s32i), !u32i
  cir.store %u0, %d : !u32i, !cir.ptr<!u32i>
  %dv = cir.load %d : !cir.ptr<!u32i>, !u32i
  %u1 = cir.cast(integral, %i1 : !s32i), !u32i
  %dnew = cir.binop(sub, %dv, %u1) : !u32i
  cir.store %dnew, %d : !u32i, !cir.ptr<!u32i>
  // unsigned long long e = 0; e--;
  %ull0 = cir.cast(integral, %i0 : !s32i), !u64i
  cir.store %ull0, %e : !u64i, !cir.ptr<!u64i>
  %ev = cir.load %e : !cir.ptr<!u64i>, !u64i
  %enew = cir.unary(dec, %ev) : !u64i, !u64i
  cir.store %enew, %e : !u64i, !cir.ptr<!u64i>
  // unsigned int m = 65537u; m = m * m;
  %c65537 = cir.const #cir.int<65537> : !u32i
  cir.store %c65537, %m : !u32i, !cir.ptr<!u32i>
  %mv = cir.load %m : !cir.ptr<!u32i>, !u32i
  %mv2 = cir.load %m : !cir.ptr<!u32i>, !u32i
  %mnew = cir.binop(mul, %mv, %mv2) : !u32i
  cir.store %mnew, %m : !u32i, !cir.ptr<!u32i>
  // unsigned int x = 3000000000u; y = x * 3; z = -x;
  %c3e9 = cir.const #cir.int<3000000000> : !u32i
  cir.store %c3e9, %x : !u32i, !cir.ptr<!u32i>
  %xv = cir.load %x : !cir.ptr<!u32i>, !u32i
  %i3 = cir.const #cir.int<3> : !s32i
  %u3 = cir.cast(integral, %i3 : !s32i), !u32i
  %yv = cir.binop(mul, %xv, %u3) : !u32i
  cir.store %yv, %y : !u32i, !cir.ptr<!u32i>
  %xv2 = cir.load %x : !cir.ptr<!u32i>, !u32i
  %zv = cir.unary(minus, %xv2) : !u32i, !u32i
  cir.store %zv, %z : !u32i, !cir.ptr<!u32i>

  %ap = cir.load %a : !cir.ptr<!u8i>, !u8i
  %api = cir.cast(integral, %ap : !u8i), !s32i
  %bp = cir.load %b : !cir.ptr<!u16i>, !u16i
  %bpi = cir.cast(integral, %bp : !u16i), !s32i
  %cp = cir.load %c : !cir.ptr<!u32i>, !u32i
  %dp = cir.load %d : !cir.ptr<!u32i>, !u32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 13>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 13>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %api, %bpi, %cp, %dp) : (!cir.ptr<!s8i>, !s32i, !s32i, !u32i, !u32i) -> !s32i
  %ep = cir.load %e : !cir.ptr<!u64i>, !u64i
  %mp = cir.load %m : !cir.ptr<!u32i>, !u32i
  %yp = cir.load %y : !cir.ptr<!u32i>, !u32i
  %zp = cir.load %z : !cir.ptr<!u32i>, !u32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 15>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %ep, %mp, %yp, %zp) : (!cir.ptr<!s8i>, !u64i, !u32i, !u32i, !u32i) -> !s32i
  cir.return %i0 : !s32i
}
