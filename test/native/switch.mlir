// switch: fallthrough (a case ending in cir.yield), a case list (anyof),
// return from a case, default, and a switch inside a loop where continue
// reaches the loop and break only leaves the switch (switch.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: score(0) = 11
// CHECK-NEXT: score(1) = 10
// CHECK-NEXT: score(2) = 100
// CHECK-NEXT: score(3) = 100
// CHECK-NEXT: score(4) = -1
// CHECK: score(7) = -7
// CHECK-NEXT: score(8) = -1
// CHECK-NEXT: count = 7403

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>

cir.global internal constant @fmt_score = #cir.const_array<"score(%d) = %d\0A\00"> : !cir.array<!s8i x 16>
cir.global internal constant @fmt_count = #cir.const_array<"count = %d\0A\00"> : !cir.array<!s8i x 12>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @score(%c: !s32i) -> !s32i {
  %s = cir.alloca !s32i, !cir.ptr<!s32i>, ["s"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %s : !s32i, !cir.ptr<!s32i>
  cir.switch (%c : !s32i) [
  case (equal, 0) {
    %v = cir.load %s : !cir.ptr<!s32i>, !s32i
    %one = cir.const #cir.int<1> : !s32i
    %w = cir.binop(add, %v, %one) : !s32i
    cir.store %w, %s : !s32i, !cir.ptr<!s32i>
    cir.yield
  },
  case (equal, 1) {
    %v = cir.load %s : !cir.ptr<!s32i>, !s32i
    %ten = cir.const #cir.int<10> : !s32i
    %w = cir.binop(add, %v, %ten) : !s32i
    cir.store %w, %s : !s32i, !cir.ptr<!s32i>
    cir.break
  },
  case (anyof, [2, 3] : !s32i) {
    %v = cir.load %s : !cir.ptr<!s32i>, !s32i
    %hundred = cir.const #cir.int<100> : !s32i
    %w = cir.binop(add, %v, %hundred) : !s32i
    cir.store %w, %s : !s32i, !cir.ptr<!s32i>
    cir.break
  },
  case (equal, 7) {
    %seven = cir.const #cir.int<7> : !s32i
    %m = cir.unary(minus, %seven) : !s32i, !s32i
    cir.return %m : !s32i
  },
  case (default) {
    %one = cir.const #cir.int<1> : !s32i
    %m = cir.unary(minus, %one) : !s32i, !s32i
    cir.store %m, %s : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  ]
  %r = cir.load %s : !cir.ptr<!s32i>, !s32i
  cir.return %r : !s32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %c9 = cir.const #cir.int<9> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %count = cir.alloca !s32i, !cir.ptr<!s32i>, ["count"] {alignment = 4 : i64}
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c9) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %sc = cir.call @score(%iv) : (!s32i) -> !s32i
      %g = cir.get_global @fmt_score : !cir.ptr<!cir.array<!s8i x 16>>
      %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 16>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%gp, %iv, %sc) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.store %c0, %count : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c10) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %sel = cir.binop(rem, %iv, %c4) : !s32i
      cir.switch (%sel : !s32i) [
      case (equal, 0) {
        cir.continue
      },
      case (equal, 1) {
        %v = cir.load %count : !cir.ptr<!s32i>, !s32i
        %one = cir.const #cir.int<1> : !s32i
        %w = cir.binop(add, %v, %one) : !s32i
        cir.store %w, %count : !s32i, !cir.ptr<!s32i>
        cir.break
      },
      case (default) {
        %v = cir.load %count : !cir.ptr<!s32i>, !s32i
        %hundred = cir.const #cir.int<100> : !s32i
        %w = cir.binop(add, %v, %hundred) : !s32i
        cir.store %w, %count : !s32i, !cir.ptr<!s32i>
        cir.break
      }
      ]
      %v = cir.load %count : !cir.ptr<!s32i>, !s32i
      %thousand = cir.const #cir.int<1000> : !s32i
      %w = cir.binop(add, %v, %thousand) : !s32i
      cir.store %w, %count : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %g = cir.get_global @fmt_count : !cir.ptr<!cir.array<!s8i x 12>>
  %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
  %cv = cir.load %count : !cir.ptr<!s32i>, !s32i
  %p = cir.call @printf(%gp, %cv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
