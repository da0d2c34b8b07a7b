// Loops: for with a counter going up and down, while, do-while (loops.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: for: 55
// CHECK-NEXT: collatz(27): 111 steps
// CHECK-NEXT: do: 21
// CHECK-NEXT: 5! = 120

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>

cir.global internal constant @fmt_for = #cir.const_array<"for: %d\0A\00"> : !cir.array<!s8i x 9>
cir.global internal constant @fmt_collatz = #cir.const_array<"collatz(27): %d steps\0A\00"> : !cir.array<!s8i x 23>
cir.global internal constant @fmt_do = #cir.const_array<"do: %d\0A\00"> : !cir.array<!s8i x 8>
cir.global internal constant @fmt_fact = #cir.const_array<"5! = %d\0A\00"> : !cir.array<!s8i x 9>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %steps = cir.alloca !s32i, !cir.ptr<!s32i>, ["steps"] {alignment = 4 : i64}
  %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
  %fact = cir.alloca !s32i, !cir.ptr<!s32i>, ["fact"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
  // for (int i = 1; i <= 10; i++) sum += i;
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c1, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c10 = cir.const #cir.int<10> : !s32i
      %le = cir.cmp(le, %iv, %c10) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %iv) : !s32i
      cir.store %s2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f0 = cir.get_global @fmt_for : !cir.ptr<!cir.array<!s8i x 9>>
  %f0p = cir.cast(array_to_ptrdecay, %f0 : !cir.ptr<!cir.array<!s8i x 9>>), !cir.ptr<!s8i>
  %sumv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %r0 = cir.call @printf(%f0p, %sumv) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  // while (n != 1) { if (n % 2 == 0) n = n / 2; else n = 3 * n + 1; steps++; }
  %c27 = cir.const #cir.int<27> : !s32i
  cir.store %c27, %n : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %steps : !s32i, !cir.ptr<!s32i>
  cir.while {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %ne = cir.cmp(ne, %nv, %c1) : !s32i, !cir.bool
    cir.condition(%ne)
  } do {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %rem = cir.binop(rem, %nv, %c2) : !s32i
    %even = cir.cmp(eq, %rem, %c0) : !s32i, !cir.bool
    cir.if %even {
      %nv2 = cir.load %n : !cir.ptr<!s32i>, !s32i
      %half = cir.binop(div, %nv2, %c2) : !s32i
      cir.store %half, %n : !s32i, !cir.ptr<!s32i>
    } else {
      %nv2 = cir.load %n : !cir.ptr<!s32i>, !s32i
      %triple = cir.binop(mul, %c3, %nv2) : !s32i
      %next = cir.binop(add, %triple, %c1) : !s32i
      cir.store %next, %n : !s32i, !cir.ptr<!s32i>
    }
    %st = cir.load %steps : !cir.ptr<!s32i>, !s32i
    %st2 = cir.unary(inc, %st) : !s32i, !s32i
    cir.store %st2, %steps : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  %f1 = cir.get_global @fmt_collatz : !cir.ptr<!cir.array<!s8i x 23>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 23>>), !cir.ptr<!s8i>
  %stepsv = cir.load %steps : !cir.ptr<!s32i>, !s32i
  %r1 = cir.call @printf(%f1p, %stepsv) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  // do { k += 3; } while (k < 20);
  cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
  cir.do {
    %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
    %k3 = cir.binop(add, %kv, %c3) : !s32i
    cir.store %k3, %k : !s32i, !cir.ptr<!s32i>
    cir.yield
  } while {
    %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
    %c20 = cir.const #cir.int<20> : !s32i
    %lt = cir.cmp(lt, %kv, %c20) : !s32i, !cir.bool
    cir.condition(%lt)
  }
  %f2 = cir.get_global @fmt_do : !cir.ptr<!cir.array<!s8i x 8>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 8>>), !cir.ptr<!s8i>
  %kfinal = cir.load %k : !cir.ptr<!s32i>, !s32i
  %r2 = cir.call @printf(%f2p, %kfinal) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  // for (int i = 5; i > 0; i--) fact *= i;
  cir.store %c1, %fact : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %c5 = cir.const #cir.int<5> : !s32i
    cir.store %c5, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %gt = cir.cmp(gt, %iv, %c0) : !s32i, !cir.bool
      cir.condition(%gt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %fv = cir.load %fact : !cir.ptr<!s32i>, !s32i
      %prod = cir.binop(mul, %fv, %iv) : !s32i
      cir.store %prod, %fact : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %dec = cir.unary(dec, %iv) : !s32i, !s32i
      cir.store %dec, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f3 = cir.get_global @fmt_fact : !cir.ptr<!cir.array<!s8i x 9>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 9>>), !cir.ptr<!s8i>
  %factv = cir.load %fact : !cir.ptr<!s32i>, !s32i
  %r3 = cir.call @printf(%f3p, %factv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
