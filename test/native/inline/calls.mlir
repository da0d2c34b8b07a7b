// Inlined cir calls, built to a native binary (see lit.cfg): a helper
// with a local called 3,000,000 times in a loop (the inlined alloca is
// hoisted by convert-cir-to-llvm, so the stack does not grow), nested
// calls, a void helper writing through a pointer, and a helper with a
// return nested in an if, which the inliner leaves a call (calls.c).
// REQUIRES: opt, llc, gcc
// RUN: %inline-compare
// RUN: filecheck --check-prefix=OUT %s < %t.out
// OUT: sum = 9266923752, acc = 3000000
// OUT-NEXT: nested = 63, clamp = 1000 7
// RUN: strata-opt --inline %s | filecheck %s
// CHECK-LABEL: cir.func @main
// CHECK-NOT: cir.call @square_plus
// CHECK-NOT: cir.call @bump
// CHECK-NOT: cir.call @twice_square_plus
// CHECK: cir.call @clamp
// CHECK: cir.call @clamp
// The private helpers that are left unused are erased; clamp stays.
// RUN: strata-opt --inline %s | filecheck --check-prefix=ERASED %s
// ERASED-NOT: cir.func private @square_plus
// ERASED-NOT: cir.func private @bump
// ERASED: cir.func private @clamp

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>

cir.global internal constant @fmt1 = #cir.const_array<"sum = %lld, acc = %d\0A\00"> : !cir.array<!s8i x 22>
cir.global internal constant @fmt2 = #cir.const_array<"nested = %d, clamp = %d %d\0A\00"> : !cir.array<!s8i x 28>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func private @square_plus(%x: !s32i) -> !s32i {
  %t = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
  %sq = cir.binop(mul, %x, %x) : !s32i
  cir.store %sq, %t : !s32i, !cir.ptr<!s32i>
  %c1 = cir.const #cir.int<1> : !s32i
  %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
  %t1 = cir.binop(add, %tv, %c1) : !s32i
  cir.store %t1, %t : !s32i, !cir.ptr<!s32i>
  %r = cir.load %t : !cir.ptr<!s32i>, !s32i
  cir.return %r : !s32i
}

cir.func private @twice_square_plus(%x: !s32i) -> !s32i {
  %a = cir.call @square_plus(%x) : (!s32i) -> !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %x1 = cir.binop(add, %x, %c1) : !s32i
  %b = cir.call @square_plus(%x1) : (!s32i) -> !s32i
  %s = cir.binop(add, %a, %b) : !s32i
  cir.return %s : !s32i
}

cir.func private @bump(%p: !cir.ptr<!s32i>, %by: !s32i) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %n = cir.binop(add, %v, %by) : !s32i
  cir.store %n, %p : !s32i, !cir.ptr<!s32i>
  cir.return
}

cir.func private @clamp(%x: !s32i) -> !s32i {
  %c1000 = cir.const #cir.int<1000> : !s32i
  %gt = cir.cmp(gt, %x, %c1000) : !s32i, !cir.bool
  cir.if %gt {
    cir.return %c1000 : !s32i
  }
  cir.return %x : !s32i
}

cir.func @main() -> !s32i {
  %sum = cir.alloca !s64i, !cir.ptr<!s64i>, ["sum"] {alignment = 8 : i64}
  %acc = cir.alloca !s32i, !cir.ptr<!s32i>, ["acc"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c0l = cir.cast(integral, %c0 : !s32i), !s64i
  cir.store %c0l, %sum : !s64i, !cir.ptr<!s64i>
  cir.store %c0, %acc : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<3000000> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c97 = cir.const #cir.int<97> : !s32i
      %m = cir.binop(rem, %iv, %c97) : !s32i
      %sp = cir.call @square_plus(%m) : (!s32i) -> !s32i
      %spl = cir.cast(integral, %sp : !s32i), !s64i
      %sv = cir.load %sum : !cir.ptr<!s64i>, !s64i
      %ns = cir.binop(add, %sv, %spl) : !s64i
      cir.store %ns, %sum : !s64i, !cir.ptr<!s64i>
      %c3 = cir.const #cir.int<3> : !s32i
      %by = cir.binop(rem, %iv, %c3) : !s32i
      cir.call @bump(%acc, %by) : (!cir.ptr<!s32i>, !s32i) -> ()
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c1 = cir.const #cir.int<1> : !s32i
      %nx = cir.binop(add, %iv, %c1) : !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 22>>
  %p1 = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 22>>), !cir.ptr<!s8i>
  %sv = cir.load %sum : !cir.ptr<!s64i>, !s64i
  %av = cir.load %acc : !cir.ptr<!s32i>, !s32i
  %r1 = cir.call @printf(%p1, %sv, %av) : (!cir.ptr<!s8i>, !s64i, !s32i) -> !s32i
  %c5 = cir.const #cir.int<5> : !s32i
  %tw = cir.call @twice_square_plus(%c5) : (!s32i) -> !s32i
  %c5000 = cir.const #cir.int<5000> : !s32i
  %c7 = cir.const #cir.int<7> : !s32i
  %k1 = cir.call @clamp(%c5000) : (!s32i) -> !s32i
  %k2 = cir.call @clamp(%c7) : (!s32i) -> !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 28>>
  %p2 = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 28>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%p2, %tw, %k1, %k2) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i) -> !s32i
  %z = cir.const #cir.int<0> : !s32i
  cir.return %z : !s32i
}
