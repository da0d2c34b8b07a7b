// Function pointers: a global table of them (initialized with
// #cir.global_view), one passed as an argument, one chosen at run time and
// one compared with another; indirect calls (funcptr.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: table[0](7, 3) = 10
// CHECK-NEXT: table[1](7, 3) = 4
// CHECK-NEXT: table[2](7, 3) = 21
// CHECK-NEXT: fold(add) = 55, fold(mul) = 720
// CHECK-NEXT: pick(6, 7) = 42

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!binop = !cir.func<!s32i (!s32i, !s32i)>
!fp = !cir.ptr<!binop>

cir.global internal constant @fmt_table = #cir.const_array<"table[%d](7, 3) = %d\0A\00"> : !cir.array<!s8i x 22>
cir.global internal constant @fmt_fold = #cir.const_array<"fold(add) = %d, fold(mul) = %d\0A\00"> : !cir.array<!s8i x 32>
cir.global internal constant @fmt_pick = #cir.const_array<"pick(6, 7) = %d\0A\00"> : !cir.array<!s8i x 17>
cir.global external @table = #cir.const_array<[#cir.global_view<@add> : !fp, #cir.global_view<@sub> : !fp, #cir.global_view<@mul> : !fp]> : !cir.array<!fp x 3>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @add(%a: !s32i, %b: !s32i) -> !s32i {
  %r = cir.binop(add, %a, %b) : !s32i
  cir.return %r : !s32i
}

cir.func internal @sub(%a: !s32i, %b: !s32i) -> !s32i {
  %r = cir.binop(sub, %a, %b) : !s32i
  cir.return %r : !s32i
}

cir.func internal @mul(%a: !s32i, %b: !s32i) -> !s32i {
  %r = cir.binop(mul, %a, %b) : !s32i
  cir.return %r : !s32i
}

cir.func internal @fold(%op: !fp, %init: !s32i, %n: !s32i) -> !s32i {
  %acc = cir.alloca !s32i, !cir.ptr<!s32i>, ["acc"] {alignment = 4 : i64}
  cir.store %init, %acc : !s32i, !cir.ptr<!s32i>
  %c1 = cir.const #cir.int<1> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c1, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %le = cir.cmp(le, %iv, %n) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %a = cir.load %acc : !cir.ptr<!s32i>, !s32i
      %r = cir.call %op(%a, %iv) : (!fp, !s32i, !s32i) -> !s32i
      cir.store %r, %acc : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %res = cir.load %acc : !cir.ptr<!s32i>, !s32i
  cir.return %res : !s32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c7 = cir.const #cir.int<7> : !s32i
  %gtable = cir.get_global @table : !cir.ptr<!cir.array<!fp x 3>>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %t = cir.cast(array_to_ptrdecay, %gtable : !cir.ptr<!cir.array<!fp x 3>>), !cir.ptr<!fp>
      %ep = cir.ptr_stride(%t : !cir.ptr<!fp>, %iv : !s32i), !cir.ptr<!fp>
      %fn = cir.load %ep : !cir.ptr<!fp>, !fp
      %r = cir.call %fn(%c7, %c3) : (!fp, !s32i, !s32i) -> !s32i
      %f = cir.get_global @fmt_table : !cir.ptr<!cir.array<!s8i x 22>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 22>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%fp, %iv, %r) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // fold(add, 0, 10), fold(mul, 1, 6)
  %addp = cir.get_global @add : !fp
  %c10 = cir.const #cir.int<10> : !s32i
  %s = cir.call @fold(%addp, %c0, %c10) : (!fp, !s32i, !s32i) -> !s32i
  %mulp = cir.get_global @mul : !fp
  %c6 = cir.const #cir.int<6> : !s32i
  %m = cir.call @fold(%mulp, %c1, %c6) : (!fp, !s32i, !s32i) -> !s32i
  %f2 = cir.get_global @fmt_fold : !cir.ptr<!cir.array<!s8i x 32>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 32>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f2p, %s, %m) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  // pick = table[1] == sub ? mul : add;
  %pick = cir.alloca !fp, !cir.ptr<!fp>, ["pick"] {alignment = 8 : i64}
  %t = cir.cast(array_to_ptrdecay, %gtable : !cir.ptr<!cir.array<!fp x 3>>), !cir.ptr<!fp>
  %e1p = cir.ptr_stride(%t : !cir.ptr<!fp>, %c1 : !s32i), !cir.ptr<!fp>
  %e1 = cir.load %e1p : !cir.ptr<!fp>, !fp
  %subp = cir.get_global @sub : !fp
  %same = cir.cmp(eq, %e1, %subp) : !fp, !cir.bool
  %chosen = cir.ternary(%same, true {
    %x = cir.get_global @mul : !fp
    cir.yield %x : !fp
  }, false {
    %x = cir.get_global @add : !fp
    cir.yield %x : !fp
  }) : (!cir.bool) -> !fp
  cir.store %chosen, %pick : !fp, !cir.ptr<!fp>
  %pv = cir.load %pick : !cir.ptr<!fp>, !fp
  %r = cir.call %pv(%c6, %c7) : (!fp, !s32i, !s32i) -> !s32i
  %f3 = cir.get_global @fmt_pick : !cir.ptr<!cir.array<!s8i x 17>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %p3 = cir.call @printf(%f3p, %r) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
