// Globals: initialized and zero-filled scalars and arrays (a partial
// initializer leaves the rest zero), a constant table, a counter kept
// across calls, and a global struct with a char array member (globals.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: counter=3 big=1099511627776 scale=0.125
// CHECK-NEXT: table sum=2 primes sum=28 zeros sum=0 last=3
// CHECK-NEXT: cfg: 7 2.5 strata

!s8i = !cir.int<s, 8>
!s16i = !cir.int<s, 16>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!name = !cir.array<!s8i x 8>
!config = !cir.struct<struct "config" {!s32i, !cir.double, !name}>

cir.global external @counter : !s32i
cir.global external @big = #cir.int<1099511627776> : !s64i
cir.global external @scale = #cir.fp<1.250000e-01> : !cir.double
cir.global external @table = #cir.const_array<[#cir.int<1> : !s16i, #cir.int<-2> : !s16i, #cir.int<3> : !s16i]> : !cir.array<!s16i x 6>
cir.global internal constant @primes = #cir.const_array<[#cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<5> : !s32i, #cir.int<7> : !s32i, #cir.int<11> : !s32i]> : !cir.array<!s32i x 5>
cir.global external @zeros : !cir.array<!s32i x 100>
cir.global external @cfg = #cir.const_struct<{#cir.int<7> : !s32i, #cir.fp<2.500000e+00> : !cir.double, #cir.const_array<"strata\00"> : !name}> : !config
cir.global internal constant @fmt1 = #cir.const_array<"counter=%d big=%lld scale=%.3f\0A\00"> : !cir.array<!s8i x 32>
cir.global internal constant @fmt2 = #cir.const_array<"table sum=%d primes sum=%d zeros sum=%d last=%d\0A\00"> : !cir.array<!s8i x 49>
cir.global internal constant @fmt3 = #cir.const_array<"cfg: %d %.1f %s\0A\00"> : !cir.array<!s8i x 17>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

// static int next_id(void) { return ++counter; }
cir.func internal @next_id() -> !s32i {
  %g = cir.get_global @counter : !cir.ptr<!s32i>
  %v = cir.load %g : !cir.ptr<!s32i>, !s32i
  %n = cir.unary(inc, %v) : !s32i, !s32i
  cir.store %n, %g : !s32i, !cir.ptr<!s32i>
  cir.return %n : !s32i
}

cir.func @main() -> !s32i {
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %psum = cir.alloca !s32i, !cir.ptr<!s32i>, ["psum"] {alignment = 4 : i64}
  %zsum = cir.alloca !s32i, !cir.ptr<!s32i>, ["zsum"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %id1 = cir.call @next_id() : () -> !s32i
  %id2 = cir.call @next_id() : () -> !s32i
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c6 = cir.const #cir.int<6> : !s32i
      %lt = cir.cmp(lt, %iv, %c6) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %t = cir.get_global @table : !cir.ptr<!cir.array<!s16i x 6>>
      %tp = cir.cast(array_to_ptrdecay, %t : !cir.ptr<!cir.array<!s16i x 6>>), !cir.ptr<!s16i>
      %ep = cir.ptr_stride(%tp : !cir.ptr<!s16i>, %iv : !s32i), !cir.ptr<!s16i>
      %e = cir.load %ep : !cir.ptr<!s16i>, !s16i
      %ei = cir.cast(integral, %e : !s16i), !s32i
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %ei) : !s32i
      cir.store %s2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.store %c0, %psum : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c5 = cir.const #cir.int<5> : !s32i
      %lt = cir.cmp(lt, %iv, %c5) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %t = cir.get_global @primes : !cir.ptr<!cir.array<!s32i x 5>>
      %tp = cir.cast(array_to_ptrdecay, %t : !cir.ptr<!cir.array<!s32i x 5>>), !cir.ptr<!s32i>
      %ep = cir.ptr_stride(%tp : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %e = cir.load %ep : !cir.ptr<!s32i>, !s32i
      %s = cir.load %psum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %e) : !s32i
      cir.store %s2, %psum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.store %c0, %zsum : !s32i, !cir.ptr<!s32i>
  %gz = cir.get_global @zeros : !cir.ptr<!cir.array<!s32i x 100>>
  %zp = cir.cast(array_to_ptrdecay, %gz : !cir.ptr<!cir.array<!s32i x 100>>), !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c100 = cir.const #cir.int<100> : !s32i
      %lt = cir.cmp(lt, %iv, %c100) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %ep = cir.ptr_stride(%zp : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %e = cir.load %ep : !cir.ptr<!s32i>, !s32i
      %s = cir.load %zsum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %e) : !s32i
      cir.store %s2, %zsum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // zeros[99] = next_id();
  %id3 = cir.call @next_id() : () -> !s32i
  %c99 = cir.const #cir.int<99> : !s32i
  %z99 = cir.ptr_stride(%zp : !cir.ptr<!s32i>, %c99 : !s32i), !cir.ptr<!s32i>
  cir.store %id3, %z99 : !s32i, !cir.ptr<!s32i>

  %gc = cir.get_global @counter : !cir.ptr<!s32i>
  %cv = cir.load %gc : !cir.ptr<!s32i>, !s32i
  %gbig = cir.get_global @big : !cir.ptr<!s64i>
  %bv = cir.load %gbig : !cir.ptr<!s64i>, !s64i
  %gs = cir.get_global @scale : !cir.ptr<!cir.double>
  %sv = cir.load %gs : !cir.ptr<!cir.double>, !cir.double
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 32>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 32>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %cv, %bv, %sv) : (!cir.ptr<!s8i>, !s32i, !s64i, !cir.double) -> !s32i
  %sumv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %psumv = cir.load %psum : !cir.ptr<!s32i>, !s32i
  %zsumv = cir.load %zsum : !cir.ptr<!s32i>, !s32i
  %last = cir.load %z99 : !cir.ptr<!s32i>, !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 49>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 49>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p, %sumv, %psumv, %zsumv, %last) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
  %gcfg = cir.get_global @cfg : !cir.ptr<!config>
  %idp = cir.get_member %gcfg[0] {name = "id"} : !cir.ptr<!config> -> !cir.ptr<!s32i>
  %id = cir.load %idp : !cir.ptr<!s32i>, !s32i
  %wp = cir.get_member %gcfg[1] {name = "weight"} : !cir.ptr<!config> -> !cir.ptr<!cir.double>
  %w = cir.load %wp : !cir.ptr<!cir.double>, !cir.double
  %np = cir.get_member %gcfg[2] {name = "name"} : !cir.ptr<!config> -> !cir.ptr<!name>
  %n = cir.cast(array_to_ptrdecay, %np : !cir.ptr<!name>), !cir.ptr<!s8i>
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 17>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %r3 = cir.call @printf(%f3p, %id, %w, %n) : (!cir.ptr<!s8i>, !s32i, !cir.double, !cir.ptr<!s8i>) -> !s32i
  cir.return %c0 : !s32i
}
