// Checksums with uint32_t wrap-around: FNV-1a over C strings (walking a
// char pointer to its terminator; a byte above 0x7f must not sign-extend)
// and Adler-32 over bytes (fnv1a.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: fnv1a(0) = 811c9dc5
// CHECK-NEXT: fnv1a(1) = e40c292c
// CHECK-NEXT: fnv1a(2) = bf9cf968
// CHECK-NEXT: fnv1a(3) = 98f9aac1
// CHECK-NEXT: adler32 = 11e60398

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!str = !cir.ptr<!s8i>
!words = !cir.array<!str x 4>

cir.global internal constant @s0 = #cir.const_array<"\00"> : !cir.array<!s8i x 1>
cir.global internal constant @s1 = #cir.const_array<"a\00"> : !cir.array<!s8i x 2>
cir.global internal constant @s2 = #cir.const_array<"foobar\00"> : !cir.array<!s8i x 7>
cir.global internal constant @s3 = #cir.const_array<"h\E9llo, world\00"> : !cir.array<!s8i x 13>
cir.global internal constant @s4 = #cir.const_array<"Wikipedia\00"> : !cir.array<!s8i x 10>
cir.global internal constant @fmt_fnv = #cir.const_array<"fnv1a(%d) = %08x\0A\00"> : !cir.array<!s8i x 18>
cir.global internal constant @fmt_adler = #cir.const_array<"adler32 = %08x\0A\00"> : !cir.array<!s8i x 16>
cir.func private @printf(!str, ...) -> !s32i

cir.func internal @fnv1a(%s0: !str) -> !u32i {
  %s = cir.alloca !str, !cir.ptr<!str>, ["s"] {alignment = 8 : i64}
  %h = cir.alloca !u32i, !cir.ptr<!u32i>, ["h"] {alignment = 4 : i64}
  cir.store %s0, %s : !str, !cir.ptr<!str>
  %basis = cir.const #cir.int<2166136261> : !u32i
  cir.store %basis, %h : !u32i, !cir.ptr<!u32i>
  cir.while {
    %sv = cir.load %s : !cir.ptr<!str>, !str
    %c = cir.load %sv : !str, !s8i
    %nz = cir.cast(int_to_bool, %c : !s8i), !cir.bool
    cir.condition(%nz)
  } do {
    // h ^= (unsigned char)*s++;
    %sv = cir.load %s : !cir.ptr<!str>, !str
    %one = cir.const #cir.int<1> : !s32i
    %next = cir.ptr_stride(%sv : !str, %one : !s32i), !str
    cir.store %next, %s : !str, !cir.ptr<!str>
    %c = cir.load %sv : !str, !s8i
    %byte = cir.cast(integral, %c : !s8i), !u8i
    %promoted = cir.cast(integral, %byte : !u8i), !s32i
    %wide = cir.cast(integral, %promoted : !s32i), !u32i
    %hv = cir.load %h : !cir.ptr<!u32i>, !u32i
    %x = cir.binop(xor, %hv, %wide) : !u32i
    // h *= 16777619u;
    %prime = cir.const #cir.int<16777619> : !u32i
    %m = cir.binop(mul, %x, %prime) : !u32i
    cir.store %m, %h : !u32i, !cir.ptr<!u32i>
    cir.yield
  }
  %r = cir.load %h : !cir.ptr<!u32i>, !u32i
  cir.return %r : !u32i
}

cir.func internal @adler32(%data: !cir.ptr<!u8i>, %len: !s32i) -> !u32i {
  %a = cir.alloca !u32i, !cir.ptr<!u32i>, ["a"] {alignment = 4 : i64}
  %b = cir.alloca !u32i, !cir.ptr<!u32i>, ["b"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %u1 = cir.cast(integral, %c1 : !s32i), !u32i
  cir.store %u1, %a : !u32i, !cir.ptr<!u32i>
  %u0 = cir.cast(integral, %c0 : !s32i), !u32i
  cir.store %u0, %b : !u32i, !cir.ptr<!u32i>
  %mod = cir.const #cir.int<65521> : !s32i
  %modu = cir.cast(integral, %mod : !s32i), !u32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %len) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %dp = cir.ptr_stride(%data : !cir.ptr<!u8i>, %iv : !s32i), !cir.ptr<!u8i>
      %d = cir.load %dp : !cir.ptr<!u8i>, !u8i
      %di = cir.cast(integral, %d : !u8i), !s32i
      %du = cir.cast(integral, %di : !s32i), !u32i
      %av = cir.load %a : !cir.ptr<!u32i>, !u32i
      %as = cir.binop(add, %av, %du) : !u32i
      %an = cir.binop(rem, %as, %modu) : !u32i
      cir.store %an, %a : !u32i, !cir.ptr<!u32i>
      %bv = cir.load %b : !cir.ptr<!u32i>, !u32i
      %bs = cir.binop(add, %bv, %an) : !u32i
      %bn = cir.binop(rem, %bs, %modu) : !u32i
      cir.store %bn, %b : !u32i, !cir.ptr<!u32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // (b << 16) | a
  %bf = cir.load %b : !cir.ptr<!u32i>, !u32i
  %c16 = cir.const #cir.int<16> : !s32i
  %c16u = cir.cast(integral, %c16 : !s32i), !u32i
  %hi = cir.binop(shl, %bf, %c16u) : !u32i
  %af = cir.load %a : !cir.ptr<!u32i>, !u32i
  %r = cir.binop(or, %hi, %af) : !u32i
  cir.return %r : !u32i
}

cir.func @main() -> !s32i {
  %words = cir.alloca !words, !cir.ptr<!words>, ["words"] {alignment = 16 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %w = cir.cast(array_to_ptrdecay, %words : !cir.ptr<!words>), !cir.ptr<!str>
  %g0 = cir.get_global @s0 : !cir.ptr<!cir.array<!s8i x 1>>
  %g0p = cir.cast(array_to_ptrdecay, %g0 : !cir.ptr<!cir.array<!s8i x 1>>), !str
  %w0 = cir.ptr_stride(%w : !cir.ptr<!str>, %c0 : !s32i), !cir.ptr<!str>
  cir.store %g0p, %w0 : !str, !cir.ptr<!str>
  %g1 = cir.get_global @s1 : !cir.ptr<!cir.array<!s8i x 2>>
  %g1p = cir.cast(array_to_ptrdecay, %g1 : !cir.ptr<!cir.array<!s8i x 2>>), !str
  %w1 = cir.ptr_stride(%w : !cir.ptr<!str>, %c1 : !s32i), !cir.ptr<!str>
  cir.store %g1p, %w1 : !str, !cir.ptr<!str>
  %g2 = cir.get_global @s2 : !cir.ptr<!cir.array<!s8i x 7>>
  %g2p = cir.cast(array_to_ptrdecay, %g2 : !cir.ptr<!cir.array<!s8i x 7>>), !str
  %w2 = cir.ptr_stride(%w : !cir.ptr<!str>, %c2 : !s32i), !cir.ptr<!str>
  cir.store %g2p, %w2 : !str, !cir.ptr<!str>
  %g3 = cir.get_global @s3 : !cir.ptr<!cir.array<!s8i x 13>>
  %g3p = cir.cast(array_to_ptrdecay, %g3 : !cir.ptr<!cir.array<!s8i x 13>>), !str
  %w3 = cir.ptr_stride(%w : !cir.ptr<!str>, %c3 : !s32i), !cir.ptr<!str>
  cir.store %g3p, %w3 : !str, !cir.ptr<!str>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %wp = cir.ptr_stride(%w : !cir.ptr<!str>, %iv : !s32i), !cir.ptr<!str>
      %word = cir.load %wp : !cir.ptr<!str>, !str
      %h = cir.call @fnv1a(%word) : (!str) -> !u32i
      %f = cir.get_global @fmt_fnv : !cir.ptr<!cir.array<!s8i x 18>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 18>>), !str
      %p = cir.call @printf(%fp, %iv, %h) : (!str, !s32i, !u32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %g4 = cir.get_global @s4 : !cir.ptr<!cir.array<!s8i x 10>>
  %g4p = cir.cast(array_to_ptrdecay, %g4 : !cir.ptr<!cir.array<!s8i x 10>>), !str
  %bytes = cir.cast(bitcast, %g4p : !str), !cir.ptr<!u8i>
  %c9 = cir.const #cir.int<9> : !s32i
  %ad = cir.call @adler32(%bytes, %c9) : (!cir.ptr<!u8i>, !s32i) -> !u32i
  %f = cir.get_global @fmt_adler : !cir.ptr<!cir.array<!s8i x 16>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 16>>), !str
  %p = cir.call @printf(%fp, %ad) : (!str, !u32i) -> !s32i
  cir.return %c0 : !s32i
}
