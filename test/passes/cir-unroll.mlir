// cir-unroll: the shapes of the unrolled loops. Each loop calls @work once
// per iteration, so the copies of the body are the calls.
// RUN: strata-opt --cir-unroll %s | filecheck %s --check-prefixes=CHECK,F2
// RUN: strata-opt --cir-unroll=factor=3 %s | filecheck %s --check-prefixes=CHECK,F3
// RUN: strata-opt --pass-pipeline='builtin.module(cir-unroll{factor=4})' %s | filecheck %s --check-prefixes=CHECK,F4
// The unrolled IR verifies and reads back.
// RUN: strata-opt --cir-unroll=factor=3 %s | strata-opt --verify-each | filecheck %s --check-prefixes=CHECK,F3
// Factor 1 leaves everything alone.
// RUN: strata-opt %s > %t.plain && strata-opt --cir-unroll=factor=1 %s > %t.one && diff %t.plain %t.one

!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>
!u8i = !cir.int<u, 8>

cir.func private @work(!s32i)
cir.func private @worku(!u32i)

// for (int i = 0; i < 12; i++) work(i): 12 is a multiple of 2, 3 and 4, so
// the condition stays as it is, tested once every factor iterations, and
// no epilogue follows.
// CHECK-LABEL: cir.func @static_multiple
// CHECK:      %[[I:.*]] = cir.alloca !cir.int<s, 32>, {{.*}} ["i"]
// CHECK:      cir.for : cond {
// CHECK-NEXT:   %[[V:.*]] = cir.load %[[I]]
// CHECK-NEXT:   %[[N:.*]] = cir.const #cir.int<12>
// CHECK-NEXT:   %[[C:.*]] = cir.cmp(lt, %[[V]], %[[N]])
// CHECK-NEXT:   cir.condition(%[[C]])
// CHECK-NEXT: } body {
// CHECK-NEXT:   %[[B0:.*]] = cir.load %[[I]]
// CHECK-NEXT:   cir.call @work(%[[B0]])
// CHECK-NEXT:   %[[S0:.*]] = cir.load %[[I]]
// CHECK-NEXT:   %[[S1:.*]] = cir.unary(inc, %[[S0]])
// CHECK-NEXT:   cir.store %[[S1]], %[[I]]
// CHECK-NEXT:   %[[B1:.*]] = cir.load %[[I]]
// CHECK-NEXT:   cir.call @work(%[[B1]])
// F3-NEXT:      cir.load
// F3-NEXT:      cir.unary(inc
// F3-NEXT:      cir.store
// F3-NEXT:      cir.load
// F3-NEXT:      cir.call @work
// F4-COUNT-2:   cir.call @work
// CHECK-NEXT: } step {
// CHECK-NEXT:   cir.load %[[I]]
// CHECK-NEXT:   cir.unary(inc
// CHECK-NEXT:   cir.store
// CHECK-NEXT: }
// CHECK-NEXT: cir.return
cir.func @static_multiple() {
  %c0 = cir.const #cir.int<0> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c12 = cir.const #cir.int<12> : !s32i
    %lt = cir.cmp(lt, %iv, %c12) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// for (int i = 1; i <= 10; i += 1): 10 iterations, a multiple of 2 but not
// of 3 or 4. Factor 3 runs 9 of them while i < 10, the epilogue (the
// original loop) the last; factor 4 runs 8 while i < 9, then 2.
// CHECK-LABEL: cir.func @static_le
// CHECK:      %[[I:.*]] = cir.alloca
// CHECK:      cir.for : cond {
// CHECK-NEXT:   %[[V:.*]] = cir.load %[[I]]
// F2-NEXT:      %[[N:.*]] = cir.const #cir.int<10>
// F2-NEXT:      cir.cmp(le, %[[V]], %[[N]])
// F3-NEXT:      %[[N:.*]] = cir.const #cir.int<10>
// F3-NEXT:      cir.cmp(lt, %[[V]], %[[N]])
// F4-NEXT:      %[[N:.*]] = cir.const #cir.int<9>
// F4-NEXT:      cir.cmp(lt, %[[V]], %[[N]])
// CHECK:      } body {
// F2-COUNT-2:   cir.call @work
// F3-COUNT-3:   cir.call @work
// F4-COUNT-4:   cir.call @work
// CHECK-NEXT: } step {
// CHECK:      cir.binop(add
// CHECK:      }
// F2-NEXT:    cir.return
// F3-NEXT:    cir.for : cond {
// F3-NEXT:      cir.load %[[I]]
// F3-NEXT:      cir.const #cir.int<10>
// F3-NEXT:      cir.cmp(le
// F3-NEXT:      cir.condition
// F3-NEXT:    } body {
// F3-NEXT:      cir.load
// F3-NEXT:      cir.call @work
// F3-NEXT:    } step {
// F4:         cir.for : cond {
// F4:           cir.cmp(le
// F4-COUNT-1:   cir.call @work
// F4-NOT:       cir.call @work
// F4:         cir.return
cir.func @static_le() {
  %c1 = cir.const #cir.int<1> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c1, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c10 = cir.const #cir.int<10> : !s32i
    %le = cir.cmp(le, %iv, %c10) : !s32i, !cir.bool
    cir.condition(%le)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %next = cir.binop(add, %iv, %c1) : !s32i
    cir.store %next, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// for (int i = 20; i > 0; i -= 2), the bound first (0 < i): 10 iterations
// counting down. Factor 3 runs 9 while i > 2, factor 4 runs 8 while i > 4.
// CHECK-LABEL: cir.func @static_down
// CHECK:      cir.for : cond {
// F2:           cir.cmp(lt, %{{.*}}, %{{.*}})
// F3:           %[[E:.*]] = cir.const #cir.int<2>
// F3-NEXT:      cir.cmp(gt, %{{.*}}, %[[E]])
// F4:           %[[E:.*]] = cir.const #cir.int<4>
// F4-NEXT:      cir.cmp(gt, %{{.*}}, %[[E]])
// CHECK:      } body {
// F2-COUNT-2:   cir.call @work
// F3-COUNT-3:   cir.call @work
// F4-COUNT-4:   cir.call @work
// CHECK:      } step {
// CHECK-NEXT:   cir.load
// CHECK-NEXT:   cir.binop(sub
// F2:         cir.return
// F3:         cir.for
// F4:         cir.for
cir.func @static_down() {
  %c0 = cir.const #cir.int<0> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c20 = cir.const #cir.int<20> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c20, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %lt = cir.cmp(lt, %c0, %iv) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %next = cir.binop(sub, %iv, %c2) : !s32i
    cir.store %next, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// for (int i = 0; i < n; i++) with n an argument: the unrolled loop runs
// while factor iterations remain, `i < n && (unsigned)n - (unsigned)i >
// factor-1`, then the original loop runs what is left.
// CHECK-LABEL: cir.func @unknown_lt(%arg0: !cir.int<s, 32>)
// CHECK:      %[[I:.*]] = cir.alloca
// CHECK:      cir.for : cond {
// CHECK-NEXT:   %[[V:.*]] = cir.load %[[I]]
// CHECK-NEXT:   %[[LT:.*]] = cir.cmp(lt, %[[V]], %arg0) : !cir.int<s, 32>, !cir.bool
// CHECK-NEXT:   %[[UN:.*]] = cir.cast(integral, %arg0 : !cir.int<s, 32>), !cir.int<u, 32>
// CHECK-NEXT:   %[[UV:.*]] = cir.cast(integral, %[[V]] : !cir.int<s, 32>), !cir.int<u, 32>
// CHECK-NEXT:   %[[D:.*]] = cir.binop(sub, %[[UN]], %[[UV]]) : !cir.int<u, 32>
// F2-NEXT:      %[[K:.*]] = cir.const #cir.int<1> : !cir.int<u, 32>
// F3-NEXT:      %[[K:.*]] = cir.const #cir.int<2> : !cir.int<u, 32>
// F4-NEXT:      %[[K:.*]] = cir.const #cir.int<3> : !cir.int<u, 32>
// CHECK-NEXT:   %[[ENOUGH:.*]] = cir.cmp(gt, %[[D]], %[[K]]) : !cir.int<u, 32>, !cir.bool
// CHECK-NEXT:   %[[BOTH:.*]] = cir.binop(and, %[[LT]], %[[ENOUGH]]) : !cir.bool
// CHECK-NEXT:   cir.condition(%[[BOTH]])
// CHECK-NEXT: } body {
// F2-COUNT-2:   cir.call @work
// F3-COUNT-3:   cir.call @work
// F4-COUNT-4:   cir.call @work
// CHECK-NEXT: } step {
// CHECK:      cir.for : cond {
// CHECK-NEXT:   cir.load %[[I]]
// CHECK-NEXT:   cir.cmp(lt, %{{.*}}, %arg0)
// CHECK-NEXT:   cir.condition
// CHECK-NEXT: } body {
// CHECK-NEXT:   cir.load
// CHECK-NEXT:   cir.call @work
// CHECK-NEXT: } step {
cir.func @unknown_lt(%n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// for (unsigned i = hi; i >= lo; i -= 3), both bounds in variables: a
// decreasing unknown count on an unsigned type (no casts); `ge` keeps
// `>=` in the distance test.
// CHECK-LABEL: cir.func @unknown_ge_unsigned
// CHECK:      cir.for : cond {
// CHECK-NEXT:   %[[V:.*]] = cir.load
// CHECK-NEXT:   %[[LO:.*]] = cir.load
// CHECK-NEXT:   %[[GE:.*]] = cir.cmp(ge, %[[V]], %[[LO]]) : !cir.int<u, 32>, !cir.bool
// CHECK-NEXT:   %[[D:.*]] = cir.binop(sub, %[[V]], %[[LO]]) : !cir.int<u, 32>
// F2-NEXT:      %[[K:.*]] = cir.const #cir.int<3> : !cir.int<u, 32>
// F3-NEXT:      %[[K:.*]] = cir.const #cir.int<6> : !cir.int<u, 32>
// F4-NEXT:      %[[K:.*]] = cir.const #cir.int<9> : !cir.int<u, 32>
// CHECK-NEXT:   %[[ENOUGH:.*]] = cir.cmp(ge, %[[D]], %[[K]])
// CHECK-NEXT:   cir.binop(and, %[[GE]], %[[ENOUGH]])
// CHECK:      } body {
// F2-COUNT-2:   cir.call @worku
// F3-COUNT-3:   cir.call @worku
// F4-COUNT-4:   cir.call @worku
// CHECK-NEXT: } step {
// CHECK:      cir.for : cond {
cir.func @unknown_ge_unsigned(%hi: !u32i, %lo: !u32i) {
  %c3 = cir.const #cir.int<3> : !u32i
  %lo_addr = cir.alloca !u32i, !cir.ptr<!u32i>, ["lo"] {alignment = 4 : i64}
  cir.store %lo, %lo_addr : !u32i, !cir.ptr<!u32i>
  %i = cir.alloca !u32i, !cir.ptr<!u32i>, ["i"] {alignment = 4 : i64}
  cir.store %hi, %i : !u32i, !cir.ptr<!u32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %lov = cir.load %lo_addr : !cir.ptr<!u32i>, !u32i
    %ge = cir.cmp(ge, %iv, %lov) : !u32i, !cir.bool
    cir.condition(%ge)
  } body {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    cir.call @worku(%iv) : (!u32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %next = cir.binop(sub, %iv, %c3) : !u32i
    cir.store %next, %i : !u32i, !cir.ptr<!u32i>
    cir.yield
  }
  cir.return
}

// for (i = 0; i != 12; i += 2): 6 iterations; `ne` counts like `lt` when
// the distance is a multiple of the step (factor 2 and 3 divide 6, 4 runs
// 4 then 2: while i < 8). With an unknown bound `ne` tests `lt`.
// CHECK-LABEL: cir.func @static_ne
// CHECK:      cir.for : cond {
// F2:           cir.cmp(ne
// F3:           cir.cmp(ne
// F4:           %[[E:.*]] = cir.const #cir.int<8>
// F4-NEXT:      cir.cmp(lt, %{{.*}}, %[[E]])
// CHECK:      } body {
// F2-COUNT-2:   cir.call @work
// F3-COUNT-3:   cir.call @work
// F4-COUNT-4:   cir.call @work
// CHECK-NEXT: } step {
// F2-NOT:     cir.for
// F3-NOT:     cir.for
// F4:         cir.for
// CHECK-LABEL: cir.func @unknown_ne
// CHECK:      cir.for : cond {
// CHECK-NEXT:   cir.load
// CHECK-NEXT:   cir.cmp(lt, %{{.*}}, %arg0)
// CHECK:        cir.cmp(gt
// CHECK:      cir.for : cond {
// CHECK-NEXT:   cir.load
// CHECK-NEXT:   cir.cmp(ne, %{{.*}}, %arg0)
cir.func @static_ne() {
  %c0 = cir.const #cir.int<0> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c12 = cir.const #cir.int<12> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %ne = cir.cmp(ne, %iv, %c12) : !s32i, !cir.bool
    cir.condition(%ne)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %next = cir.binop(add, %c2, %iv) : !s32i
    cir.store %next, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

cir.func @unknown_ne(%n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %ne = cir.cmp(ne, %iv, %n) : !s32i, !cir.bool
    cir.condition(%ne)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @work(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// A continue in the body: each copy runs in a `do { } while (false)`, so
// that continuing goes on to the step that follows the copy. A return in
// the body is copied as it is.
// CHECK-LABEL: cir.func @continue_return
// CHECK:      cir.for : cond {
// CHECK:      } body {
// CHECK-NEXT:   cir.do {
// CHECK:          cir.if
// CHECK-NEXT:       cir.continue
// CHECK-NEXT:     }
// CHECK-NEXT:     cir.call @work
// CHECK:        } while {
// CHECK-NEXT:     %[[F:.*]] = cir.const #cir.bool<false>
// CHECK-NEXT:     cir.condition(%[[F]])
// CHECK-NEXT:   }
// CHECK-NEXT:   cir.load
// CHECK-NEXT:   cir.unary(inc
// CHECK-NEXT:   cir.store
// CHECK-NEXT:   cir.do {
// CHECK:          cir.continue
// CHECK:          cir.if
// CHECK-NEXT:       cir.return
cir.func @continue_return(%n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c100 = cir.const #cir.int<100> : !s32i
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %r = cir.binop(rem, %iv, %c3) : !s32i
    %skip = cir.cmp(eq, %r, %c0) : !s32i, !cir.bool
    cir.if %skip {
      cir.continue
    }
    cir.call @work(%iv) : (!s32i) -> ()
    %big = cir.cmp(gt, %iv, %c100) : !s32i, !cir.bool
    cir.if %big {
      cir.return
    }
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}
