// Deep recursion with early returns from inside cir.if: the Ackermann
// function on unsigned (ackermann.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: ack(0, 3) = 4
// CHECK-NEXT: ack(1, 3) = 5
// CHECK-NEXT: ack(2, 3) = 9
// CHECK-NEXT: ack(3, 3) = 61

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>

cir.global internal constant @fmt = #cir.const_array<"ack(%u, 3) = %u\0A\00"> : !cir.array<!s8i x 17>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @ack(%m: !u32i, %n: !u32i) -> !u32i {
  %c0 = cir.const #cir.int<0> : !u32i
  %c1 = cir.const #cir.int<1> : !u32i
  %m0 = cir.cmp(eq, %m, %c0) : !u32i, !cir.bool
  cir.if %m0 {
    %r = cir.binop(add, %n, %c1) : !u32i
    cir.return %r : !u32i
  }
  %n0 = cir.cmp(eq, %n, %c0) : !u32i, !cir.bool
  cir.if %n0 {
    %m1 = cir.binop(sub, %m, %c1) : !u32i
    %r = cir.call @ack(%m1, %c1) : (!u32i, !u32i) -> !u32i
    cir.return %r : !u32i
  }
  %m1 = cir.binop(sub, %m, %c1) : !u32i
  %n1 = cir.binop(sub, %n, %c1) : !u32i
  %inner = cir.call @ack(%m, %n1) : (!u32i, !u32i) -> !u32i
  %r = cir.call @ack(%m1, %inner) : (!u32i, !u32i) -> !u32i
  cir.return %r : !u32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !u32i
  %c3 = cir.const #cir.int<3> : !u32i
  cir.scope {
    %m = cir.alloca !u32i, !cir.ptr<!u32i>, ["m"] {alignment = 4 : i64}
    cir.store %c0, %m : !u32i, !cir.ptr<!u32i>
    cir.for : cond {
      %mv = cir.load %m : !cir.ptr<!u32i>, !u32i
      %le = cir.cmp(le, %mv, %c3) : !u32i, !cir.bool
      cir.condition(%le)
    } body {
      %mv = cir.load %m : !cir.ptr<!u32i>, !u32i
      %a = cir.call @ack(%mv, %c3) : (!u32i, !u32i) -> !u32i
      %g = cir.get_global @fmt : !cir.ptr<!cir.array<!s8i x 17>>
      %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%gp, %mv, %a) : (!cir.ptr<!s8i>, !u32i, !u32i) -> !s32i
      cir.yield
    } step {
      %mv = cir.load %m : !cir.ptr<!u32i>, !u32i
      %n = cir.unary(inc, %mv) : !u32i, !u32i
      cir.store %n, %m : !u32i, !cir.ptr<!u32i>
      cir.yield
    }
  }
  %r = cir.const #cir.int<0> : !s32i
  cir.return %r : !s32i
}
