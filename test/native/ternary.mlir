// The conditional operator (nested, on pointers to string literals) and
// the short-circuit && and ||, whose right side runs only when needed, as
// cir.ternary; a side-effect-free ?: as cir.select (ternary.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: -2: neg 2
// CHECK-NEXT: -1: neg 1
// CHECK-NEXT: 0: zero 0
// CHECK-NEXT: 1: pos 1
// CHECK-NEXT: 2: pos 2
// CHECK-NEXT: check(0)
// CHECK-NEXT: and: no
// CHECK-NEXT: check(1)
// CHECK-NEXT: or: 1, calls = 2

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!str = !cir.ptr<!s8i>

cir.global internal @calls = #cir.int<0> : !s32i
cir.global internal constant @str_neg = #cir.const_array<"neg\00"> : !cir.array<!s8i x 4>
cir.global internal constant @str_zero = #cir.const_array<"zero\00"> : !cir.array<!s8i x 5>
cir.global internal constant @str_pos = #cir.const_array<"pos\00"> : !cir.array<!s8i x 4>
cir.global internal constant @fmt_check = #cir.const_array<"check(%d)\0A\00"> : !cir.array<!s8i x 11>
cir.global internal constant @fmt_line = #cir.const_array<"%d: %s %d\0A\00"> : !cir.array<!s8i x 11>
cir.global internal constant @str_yes = #cir.const_array<"and: yes\0A\00"> : !cir.array<!s8i x 10>
cir.global internal constant @str_no = #cir.const_array<"and: no\0A\00"> : !cir.array<!s8i x 9>
cir.global internal constant @fmt_or = #cir.const_array<"or: %d, calls = %d\0A\00"> : !cir.array<!s8i x 20>
cir.func private @printf(!str, ...) -> !s32i

cir.func internal @check(%v: !s32i) -> !s32i {
  %g = cir.get_global @calls : !cir.ptr<!s32i>
  %c = cir.load %g : !cir.ptr<!s32i>, !s32i
  %c2 = cir.unary(inc, %c) : !s32i, !s32i
  cir.store %c2, %g : !s32i, !cir.ptr<!s32i>
  %f = cir.get_global @fmt_check : !cir.ptr<!cir.array<!s8i x 11>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 11>>), !str
  %p = cir.call @printf(%fp, %v) : (!str, !s32i) -> !s32i
  cir.return %v : !s32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %m2 = cir.unary(minus, %c2) : !s32i, !s32i
    cir.store %m2, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %le = cir.cmp(le, %iv, %c2) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      // sign = i < 0 ? "neg" : i == 0 ? "zero" : "pos";
      %isneg = cir.cmp(lt, %iv, %c0) : !s32i, !cir.bool
      %sign = cir.ternary(%isneg, true {
        %s = cir.get_global @str_neg : !cir.ptr<!cir.array<!s8i x 4>>
        %sp = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!s8i x 4>>), !str
        cir.yield %sp : !str
      }, false {
        %iszero = cir.cmp(eq, %iv, %c0) : !s32i, !cir.bool
        %inner = cir.ternary(%iszero, true {
          %s = cir.get_global @str_zero : !cir.ptr<!cir.array<!s8i x 5>>
          %sp = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!s8i x 5>>), !str
          cir.yield %sp : !str
        }, false {
          %s = cir.get_global @str_pos : !cir.ptr<!cir.array<!s8i x 4>>
          %sp = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!s8i x 4>>), !str
          cir.yield %sp : !str
        }) : (!cir.bool) -> !str
        cir.yield %inner : !str
      }) : (!cir.bool) -> !str
      // abs = i < 0 ? -i : i;  both sides are free of effects: a select.
      %negi = cir.unary(minus, %iv) : !s32i, !s32i
      %abs = cir.select if %isneg then %negi else %iv : (!cir.bool, !s32i, !s32i) -> !s32i
      %f = cir.get_global @fmt_line : !cir.ptr<!cir.array<!s8i x 11>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 11>>), !str
      %p = cir.call @printf(%fp, %iv, %sign, %abs) : (!str, !s32i, !str, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // if (check(0) && check(1))
  %a = cir.call @check(%c0) : (!s32i) -> !s32i
  %ab = cir.cast(int_to_bool, %a : !s32i), !cir.bool
  %and = cir.ternary(%ab, true {
    %c1 = cir.const #cir.int<1> : !s32i
    %b = cir.call @check(%c1) : (!s32i) -> !s32i
    %bb = cir.cast(int_to_bool, %b : !s32i), !cir.bool
    cir.yield %bb : !cir.bool
  }, false {
    %f = cir.const #cir.bool<false> : !cir.bool
    cir.yield %f : !cir.bool
  }) : (!cir.bool) -> !cir.bool
  cir.if %and {
    %s = cir.get_global @str_yes : !cir.ptr<!cir.array<!s8i x 10>>
    %sp = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!s8i x 10>>), !str
    %p = cir.call @printf(%sp) : (!str) -> !s32i
  } else {
    %s = cir.get_global @str_no : !cir.ptr<!cir.array<!s8i x 9>>
    %sp = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!s8i x 9>>), !str
    %p = cir.call @printf(%sp) : (!str) -> !s32i
  }
  // int r = check(1) || check(2);
  %c1 = cir.const #cir.int<1> : !s32i
  %x = cir.call @check(%c1) : (!s32i) -> !s32i
  %xb = cir.cast(int_to_bool, %x : !s32i), !cir.bool
  %or = cir.ternary(%xb, true {
    %t = cir.const #cir.bool<true> : !cir.bool
    cir.yield %t : !cir.bool
  }, false {
    %y = cir.call @check(%c2) : (!s32i) -> !s32i
    %yb = cir.cast(int_to_bool, %y : !s32i), !cir.bool
    cir.yield %yb : !cir.bool
  }) : (!cir.bool) -> !cir.bool
  %r = cir.cast(bool_to_int, %or : !cir.bool), !s32i
  %g = cir.get_global @calls : !cir.ptr<!s32i>
  %calls = cir.load %g : !cir.ptr<!s32i>, !s32i
  %f = cir.get_global @fmt_or : !cir.ptr<!cir.array<!s8i x 20>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 20>>), !str
  %p = cir.call @printf(%fp, %r, %calls) : (!str, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
