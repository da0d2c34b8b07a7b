// Unions: every member at offset 0, so writing one member and reading
// another reinterprets the bytes (the IEEE bits of a float, the bytes of
// an int on a little-endian machine); a global union initialized through
// its first member (unions.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: bits of -2.5f: c0200000
// CHECK-NEXT: bytes: 44 33 22 11
// CHECK-NEXT: u = 40223344
// CHECK-NEXT: g.f = 1.00
// CHECK-NEXT: g.f = -4.00

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!bytes4 = !cir.array<!u8i x 4>
!word = !cir.struct<union "word" {!u32i, !cir.float, !bytes4}>

cir.global external @g = #cir.const_struct<{#cir.int<1065353216> : !u32i}> : !word
cir.global internal constant @fmt_bits = #cir.const_array<"bits of -2.5f: %08x\0A\00"> : !cir.array<!s8i x 21>
cir.global internal constant @fmt_bytes = #cir.const_array<"bytes: %02x %02x %02x %02x\0A\00"> : !cir.array<!s8i x 28>
cir.global internal constant @fmt_u = #cir.const_array<"u = %08x\0A\00"> : !cir.array<!s8i x 10>
cir.global internal constant @fmt_gf = #cir.const_array<"g.f = %.2f\0A\00"> : !cir.array<!s8i x 12>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %w = cir.alloca !word, !cir.ptr<!word>, ["w"] {alignment = 4 : i64}
  // w.f = -2.5f; print w.u
  %wf = cir.get_member %w[1] {name = "f"} : !cir.ptr<!word> -> !cir.ptr<!cir.float>
  %m25 = cir.const #cir.fp<-2.500000e+00> : !cir.float
  cir.store %m25, %wf : !cir.float, !cir.ptr<!cir.float>
  %wu = cir.get_member %w[0] {name = "u"} : !cir.ptr<!word> -> !cir.ptr<!u32i>
  %bits = cir.load %wu : !cir.ptr<!u32i>, !u32i
  %f1 = cir.get_global @fmt_bits : !cir.ptr<!cir.array<!s8i x 21>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 21>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %bits) : (!cir.ptr<!s8i>, !u32i) -> !s32i
  // w.u = 0x11223344u; print w.bytes[0..3]
  %k = cir.const #cir.int<287454020> : !u32i
  cir.store %k, %wu : !u32i, !cir.ptr<!u32i>
  %wb = cir.get_member %w[2] {name = "bytes"} : !cir.ptr<!word> -> !cir.ptr<!bytes4>
  %b = cir.cast(array_to_ptrdecay, %wb : !cir.ptr<!bytes4>), !cir.ptr<!u8i>
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %b0p = cir.ptr_stride(%b : !cir.ptr<!u8i>, %c0 : !s32i), !cir.ptr<!u8i>
  %b0 = cir.load %b0p : !cir.ptr<!u8i>, !u8i
  %b0i = cir.cast(integral, %b0 : !u8i), !s32i
  %b1p = cir.ptr_stride(%b : !cir.ptr<!u8i>, %c1 : !s32i), !cir.ptr<!u8i>
  %b1 = cir.load %b1p : !cir.ptr<!u8i>, !u8i
  %b1i = cir.cast(integral, %b1 : !u8i), !s32i
  %b2p = cir.ptr_stride(%b : !cir.ptr<!u8i>, %c2 : !s32i), !cir.ptr<!u8i>
  %b2 = cir.load %b2p : !cir.ptr<!u8i>, !u8i
  %b2i = cir.cast(integral, %b2 : !u8i), !s32i
  %b3p = cir.ptr_stride(%b : !cir.ptr<!u8i>, %c3 : !s32i), !cir.ptr<!u8i>
  %b3 = cir.load %b3p : !cir.ptr<!u8i>, !u8i
  %b3i = cir.cast(integral, %b3 : !u8i), !s32i
  %f2 = cir.get_global @fmt_bytes : !cir.ptr<!cir.array<!s8i x 28>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 28>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %b0i, %b1i, %b2i, %b3i) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  // w.bytes[3] = 0x40; print w.u
  %x40 = cir.const #cir.int<64> : !s32i
  %x40b = cir.cast(integral, %x40 : !s32i), !u8i
  cir.store %x40b, %b3p : !u8i, !cir.ptr<!u8i>
  %u2 = cir.load %wu : !cir.ptr<!u32i>, !u32i
  %f3 = cir.get_global @fmt_u : !cir.ptr<!cir.array<!s8i x 10>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %u2) : (!cir.ptr<!s8i>, !u32i) -> !s32i
  // g.f, then g.bytes[3] = 0xc0 and g.f again
  %gg = cir.get_global @g : !cir.ptr<!word>
  %gf = cir.get_member %gg[1] {name = "f"} : !cir.ptr<!word> -> !cir.ptr<!cir.float>
  %gfv = cir.load %gf : !cir.ptr<!cir.float>, !cir.float
  %gfd = cir.cast(floating, %gfv : !cir.float), !cir.double
  %f4 = cir.get_global @fmt_gf : !cir.ptr<!cir.array<!s8i x 12>>
  %f4p = cir.cast(array_to_ptrdecay, %f4 : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
  %r4 = cir.call @printf(%f4p, %gfd) : (!cir.ptr<!s8i>, !cir.double) -> !s32i
  %gb = cir.get_member %gg[2] {name = "bytes"} : !cir.ptr<!word> -> !cir.ptr<!bytes4>
  %gbp = cir.cast(array_to_ptrdecay, %gb : !cir.ptr<!bytes4>), !cir.ptr<!u8i>
  %gb3 = cir.ptr_stride(%gbp : !cir.ptr<!u8i>, %c3 : !s32i), !cir.ptr<!u8i>
  %xc0 = cir.const #cir.int<192> : !s32i
  %xc0b = cir.cast(integral, %xc0 : !s32i), !u8i
  cir.store %xc0b, %gb3 : !u8i, !cir.ptr<!u8i>
  %gfv2 = cir.load %gf : !cir.ptr<!cir.float>, !cir.float
  %gfd2 = cir.cast(floating, %gfv2 : !cir.float), !cir.double
  %r5 = cir.call @printf(%f4p, %gfd2) : (!cir.ptr<!s8i>, !cir.double) -> !s32i
  cir.return %c0 : !s32i
}
