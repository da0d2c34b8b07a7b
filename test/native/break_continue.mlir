// break and continue in for, nested for (break leaves the inner loop
// only), while (1), and do-while, where continue goes to the condition
// (break_continue.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: sum = 147
// CHECK-NEXT: pairs = 12
// CHECK-NEXT: n = 8
// CHECK-NEXT: odd = 25

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>

cir.global internal constant @fmt_sum = #cir.const_array<"sum = %d\0A\00"> : !cir.array<!s8i x 10>
cir.global internal constant @fmt_pairs = #cir.const_array<"pairs = %d\0A\00"> : !cir.array<!s8i x 12>
cir.global internal constant @fmt_n = #cir.const_array<"n = %d\0A\00"> : !cir.array<!s8i x 8>
cir.global internal constant @fmt_odd = #cir.const_array<"odd = %d\0A\00"> : !cir.array<!s8i x 10>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %pairs = cir.alloca !s32i, !cir.ptr<!s32i>, ["pairs"] {alignment = 4 : i64}
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
  %odd = cir.alloca !s32i, !cir.ptr<!s32i>, ["odd"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c6 = cir.const #cir.int<6> : !s32i
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
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
      %r = cir.binop(rem, %iv, %c3) : !s32i
      %z = cir.cmp(eq, %r, %c0) : !s32i, !cir.bool
      cir.if %z {
        cir.continue
      }
      %c20 = cir.const #cir.int<20> : !s32i
      %gt = cir.cmp(gt, %iv, %c20) : !s32i, !cir.bool
      cir.if %gt {
        cir.break
      }
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %iv) : !s32i
      cir.store %s2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %g0 = cir.get_global @fmt_sum : !cir.ptr<!cir.array<!s8i x 10>>
  %g0p = cir.cast(array_to_ptrdecay, %g0 : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
  %sumv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %p0 = cir.call @printf(%g0p, %sumv) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  cir.store %c0, %pairs : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c6) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
        cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %lt = cir.cmp(lt, %jv, %c6) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %gt = cir.cmp(gt, %jv, %iv) : !s32i, !cir.bool
          cir.if %gt {
            cir.break
          }
          // if ((i + j) % 2): the int condition converts to bool.
          %ij = cir.binop(add, %iv, %jv) : !s32i
          %r = cir.binop(rem, %ij, %c2) : !s32i
          %isodd = cir.cast(int_to_bool, %r : !s32i), !cir.bool
          cir.if %isodd {
            cir.continue
          }
          %pv = cir.load %pairs : !cir.ptr<!s32i>, !s32i
          %pv2 = cir.unary(inc, %pv) : !s32i, !s32i
          cir.store %pv2, %pairs : !s32i, !cir.ptr<!s32i>
          cir.yield
        } step {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %nx = cir.unary(inc, %jv) : !s32i, !s32i
          cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %g1 = cir.get_global @fmt_pairs : !cir.ptr<!cir.array<!s8i x 12>>
  %g1p = cir.cast(array_to_ptrdecay, %g1 : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
  %pairsv = cir.load %pairs : !cir.ptr<!s32i>, !s32i
  %p1 = cir.call @printf(%g1p, %pairsv) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  // while (1) { n++; if (n * n > 50) break; }
  cir.store %c0, %n : !s32i, !cir.ptr<!s32i>
  cir.while {
    %one = cir.const #cir.int<1> : !s32i
    %t = cir.cast(int_to_bool, %one : !s32i), !cir.bool
    cir.condition(%t)
  } do {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %nv2 = cir.unary(inc, %nv) : !s32i, !s32i
    cir.store %nv2, %n : !s32i, !cir.ptr<!s32i>
    %sq = cir.binop(mul, %nv2, %nv2) : !s32i
    %c50 = cir.const #cir.int<50> : !s32i
    %gt = cir.cmp(gt, %sq, %c50) : !s32i, !cir.bool
    cir.if %gt {
      cir.break
    }
    cir.yield
  }
  %g2 = cir.get_global @fmt_n : !cir.ptr<!cir.array<!s8i x 8>>
  %g2p = cir.cast(array_to_ptrdecay, %g2 : !cir.ptr<!cir.array<!s8i x 8>>), !cir.ptr<!s8i>
  %nfinal = cir.load %n : !cir.ptr<!s32i>, !s32i
  %p2 = cir.call @printf(%g2p, %nfinal) : (!cir.ptr<!s8i>, !s32i) -> !s32i

  // do { k++; if (k % 2 == 0) continue; odd += k; } while (k < 9);
  cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %odd : !s32i, !cir.ptr<!s32i>
  cir.do {
    %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
    %kv2 = cir.unary(inc, %kv) : !s32i, !s32i
    cir.store %kv2, %k : !s32i, !cir.ptr<!s32i>
    %r = cir.binop(rem, %kv2, %c2) : !s32i
    %even = cir.cmp(eq, %r, %c0) : !s32i, !cir.bool
    cir.if %even {
      cir.continue
    }
    %o = cir.load %odd : !cir.ptr<!s32i>, !s32i
    %o2 = cir.binop(add, %o, %kv2) : !s32i
    cir.store %o2, %odd : !s32i, !cir.ptr<!s32i>
    cir.yield
  } while {
    %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
    %c9 = cir.const #cir.int<9> : !s32i
    %lt = cir.cmp(lt, %kv, %c9) : !s32i, !cir.bool
    cir.condition(%lt)
  }
  %g3 = cir.get_global @fmt_odd : !cir.ptr<!cir.array<!s8i x 10>>
  %g3p = cir.cast(array_to_ptrdecay, %g3 : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
  %oddv = cir.load %odd : !cir.ptr<!s32i>, !s32i
  %p3 = cir.call @printf(%g3p, %oddv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
