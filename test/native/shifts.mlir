// Shifts: shr is arithmetic on signed and logical on unsigned operands, at
// 32 and 64 bits, with variable amounts; the amount converts to the left
// operand's type, and a byte promotes to int first (shifts.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 0: -100 2147483648 1 3
// CHECK-NEXT: 7: -1 16777216 128 384
// CHECK: 28: -1 8 268435456 805306368
// CHECK-NEXT: -1 16777215 9223372036854775808
// CHECK-NEXT: 15 3840

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>

cir.global external @neg = #cir.int<-100> : !s32i
cir.global external @un = #cir.int<2147483648> : !u32i
cir.global external @big = #cir.int<-1> : !s64i
cir.global external @byte = #cir.int<240> : !u8i
cir.global internal constant @fmt1 = #cir.const_array<"%d: %d %u %d %u\0A\00"> : !cir.array<!s8i x 17>
cir.global internal constant @fmt2 = #cir.const_array<"%lld %llu %llu\0A\00"> : !cir.array<!s8i x 16>
cir.global internal constant @fmt3 = #cir.const_array<"%d %d\0A\00"> : !cir.array<!s8i x 7>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c7 = cir.const #cir.int<7> : !s32i
  %c32 = cir.const #cir.int<32> : !s32i
  cir.scope {
    %s = cir.alloca !s32i, !cir.ptr<!s32i>, ["s"] {alignment = 4 : i64}
    cir.store %c0, %s : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %sv, %c32) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
      %gneg = cir.get_global @neg : !cir.ptr<!s32i>
      %nv = cir.load %gneg : !cir.ptr<!s32i>, !s32i
      %a = cir.binop(shr, %nv, %sv) : !s32i
      %gun = cir.get_global @un : !cir.ptr<!u32i>
      %uv = cir.load %gun : !cir.ptr<!u32i>, !u32i
      %su = cir.cast(integral, %sv : !s32i), !u32i
      %b = cir.binop(shr, %uv, %su) : !u32i
      %c = cir.binop(shl, %c1, %sv) : !s32i
      %three = cir.const #cir.int<3> : !u32i
      %d = cir.binop(shl, %three, %su) : !u32i
      %f = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 17>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
      %r = cir.call @printf(%fp, %sv, %a, %b, %c, %d) : (!cir.ptr<!s8i>, !s32i, !s32i, !u32i, !s32i, !u32i) -> !s32i
      cir.yield
    } step {
      %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
      %n = cir.binop(add, %sv, %c7) : !s32i
      cir.store %n, %s : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // big >> 40, (unsigned long long)big >> 40, 1ULL << 63
  %gbig = cir.get_global @big : !cir.ptr<!s64i>
  %bv = cir.load %gbig : !cir.ptr<!s64i>, !s64i
  %c40 = cir.const #cir.int<40> : !s32i
  %c40l = cir.cast(integral, %c40 : !s32i), !s64i
  %x = cir.binop(shr, %bv, %c40l) : !s64i
  %bv2 = cir.load %gbig : !cir.ptr<!s64i>, !s64i
  %bu = cir.cast(integral, %bv2 : !s64i), !u64i
  %c40u = cir.cast(integral, %c40 : !s32i), !u64i
  %y = cir.binop(shr, %bu, %c40u) : !u64i
  %one64 = cir.const #cir.int<1> : !u64i
  %c63 = cir.const #cir.int<63> : !s32i
  %c63u = cir.cast(integral, %c63 : !s32i), !u64i
  %z = cir.binop(shl, %one64, %c63u) : !u64i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 16>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 16>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %x, %y, %z) : (!cir.ptr<!s8i>, !s64i, !u64i, !u64i) -> !s32i
  // byte >> 4, byte << 4: the byte promotes to int.
  %gbyte = cir.get_global @byte : !cir.ptr<!u8i>
  %byv = cir.load %gbyte : !cir.ptr<!u8i>, !u8i
  %byi = cir.cast(integral, %byv : !u8i), !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %hi = cir.binop(shr, %byi, %c4) : !s32i
  %byv2 = cir.load %gbyte : !cir.ptr<!u8i>, !u8i
  %byi2 = cir.cast(integral, %byv2 : !u8i), !s32i
  %lo = cir.binop(shl, %byi2, %c4) : !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 7>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %hi, %lo) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
