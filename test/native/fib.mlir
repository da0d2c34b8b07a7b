// Recursion: the naive Fibonacci, with the conditional operator (fib.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: fib(0) = 0
// CHECK-NEXT: fib(5) = 5
// CHECK-NEXT: fib(10) = 55
// CHECK: fib(25) = 75025

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>

cir.global internal constant @fmt = #cir.const_array<"fib(%d) = %d\0A\00"> : !cir.array<!s8i x 14>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @fib(%n: !s32i) -> !s32i {
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %lt = cir.cmp(lt, %n, %c2) : !s32i, !cir.bool
  %r = cir.ternary(%lt, true {
    cir.yield %n : !s32i
  }, false {
    %n1 = cir.binop(sub, %n, %c1) : !s32i
    %f1 = cir.call @fib(%n1) : (!s32i) -> !s32i
    %n2 = cir.binop(sub, %n, %c2) : !s32i
    %f2 = cir.call @fib(%n2) : (!s32i) -> !s32i
    %s = cir.binop(add, %f1, %f2) : !s32i
    cir.yield %s : !s32i
  }) : (!cir.bool) -> !s32i
  cir.return %r : !s32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c5 = cir.const #cir.int<5> : !s32i
  %c25 = cir.const #cir.int<25> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %le = cir.cmp(le, %iv, %c25) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %f = cir.call @fib(%iv) : (!s32i) -> !s32i
      %g = cir.get_global @fmt : !cir.ptr<!cir.array<!s8i x 14>>
      %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 14>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%gp, %iv, %f) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.binop(add, %iv, %c5) : !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.return %c0 : !s32i
}
