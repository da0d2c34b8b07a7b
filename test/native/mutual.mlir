// Mutual recursion: Hofstadter's Female and Male sequences, and parity on
// _Bool (mutual.c). A _Bool passed to printf is promoted to int.
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: F(0) = 1, M(0) = 0
// CHECK: F(11) = 7, M(11) = 7
// CHECK-NEXT: even(10) = 1, even(7) = 0

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>

cir.global internal constant @fmt_fm = #cir.const_array<"F(%d) = %d, M(%d) = %d\0A\00"> : !cir.array<!s8i x 24>
cir.global internal constant @fmt_even = #cir.const_array<"even(10) = %d, even(7) = %d\0A\00"> : !cir.array<!s8i x 29>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @female(%n: !s32i) -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %z = cir.cmp(eq, %n, %c0) : !s32i, !cir.bool
  %r = cir.ternary(%z, true {
    cir.yield %c1 : !s32i
  }, false {
    %n1 = cir.binop(sub, %n, %c1) : !s32i
    %f = cir.call @female(%n1) : (!s32i) -> !s32i
    %m = cir.call @male(%f) : (!s32i) -> !s32i
    %d = cir.binop(sub, %n, %m) : !s32i
    cir.yield %d : !s32i
  }) : (!cir.bool) -> !s32i
  cir.return %r : !s32i
}

cir.func internal @male(%n: !s32i) -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %z = cir.cmp(eq, %n, %c0) : !s32i, !cir.bool
  %r = cir.ternary(%z, true {
    cir.yield %c0 : !s32i
  }, false {
    %n1 = cir.binop(sub, %n, %c1) : !s32i
    %m = cir.call @male(%n1) : (!s32i) -> !s32i
    %f = cir.call @female(%m) : (!s32i) -> !s32i
    %d = cir.binop(sub, %n, %f) : !s32i
    cir.yield %d : !s32i
  }) : (!cir.bool) -> !s32i
  cir.return %r : !s32i
}

cir.func internal @is_even(%n: !u32i) -> !cir.bool {
  %c0 = cir.const #cir.int<0> : !u32i
  %z = cir.cmp(eq, %n, %c0) : !u32i, !cir.bool
  cir.if %z {
    // return 1; converts the int 1 to _Bool.
    %one = cir.const #cir.int<1> : !s32i
    %t = cir.cast(int_to_bool, %one : !s32i), !cir.bool
    cir.return %t : !cir.bool
  }
  %c1 = cir.const #cir.int<1> : !u32i
  %n1 = cir.binop(sub, %n, %c1) : !u32i
  %r = cir.call @is_odd(%n1) : (!u32i) -> !cir.bool
  cir.return %r : !cir.bool
}

cir.func internal @is_odd(%n: !u32i) -> !cir.bool {
  %c0 = cir.const #cir.int<0> : !u32i
  %z = cir.cmp(eq, %n, %c0) : !u32i, !cir.bool
  cir.if %z {
    %zero = cir.const #cir.int<0> : !s32i
    %f = cir.cast(int_to_bool, %zero : !s32i), !cir.bool
    cir.return %f : !cir.bool
  }
  %c1 = cir.const #cir.int<1> : !u32i
  %n1 = cir.binop(sub, %n, %c1) : !u32i
  %r = cir.call @is_even(%n1) : (!u32i) -> !cir.bool
  cir.return %r : !cir.bool
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c12 = cir.const #cir.int<12> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c12) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %f = cir.call @female(%iv) : (!s32i) -> !s32i
      %m = cir.call @male(%iv) : (!s32i) -> !s32i
      %g = cir.get_global @fmt_fm : !cir.ptr<!cir.array<!s8i x 24>>
      %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 24>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%gp, %iv, %f, %iv, %m) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // is_even(10), is_even(7): the int arguments convert to unsigned.
  %ten = cir.const #cir.int<10> : !s32i
  %tenu = cir.cast(integral, %ten : !s32i), !u32i
  %e10 = cir.call @is_even(%tenu) : (!u32i) -> !cir.bool
  %e10i = cir.cast(bool_to_int, %e10 : !cir.bool), !s32i
  %seven = cir.const #cir.int<7> : !s32i
  %sevenu = cir.cast(integral, %seven : !s32i), !u32i
  %e7 = cir.call @is_even(%sevenu) : (!u32i) -> !cir.bool
  %e7i = cir.cast(bool_to_int, %e7 : !cir.bool), !s32i
  %g = cir.get_global @fmt_even : !cir.ptr<!cir.array<!s8i x 29>>
  %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 29>>), !cir.ptr<!s8i>
  %p = cir.call @printf(%gp, %e10i, %e7i) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
