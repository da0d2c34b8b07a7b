// cir-unroll leaves alone the loops it cannot analyze; with remarks=true it
// says why, and how it unrolled the others. The statistics count both.
// RUN: strata-opt --verify-diagnostics --cir-unroll='factor=3 remarks=true' %s | filecheck %s
// RUN: strata-opt --cir-unroll=factor=3 --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// Without remarks=true, nothing is said.
// RUN: strata-opt --cir-unroll=factor=3 %s 2>&1 >/dev/null | filecheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: remark

// STATS:      CIRUnroll
// STATS-NEXT:   (S) 15 loops-skipped  - Number of cir.for loops left alone
// STATS-NEXT:   (S)  3 loops-unrolled - Number of cir.for loops unrolled

!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!pi = !cir.ptr<!s32i>

cir.func private @work(!s32i)
cir.func private @take(!pi)
cir.global external @limit = #cir.int<10> : !s32i

// A loop nest: the outer loop is not innermost; the inner one unrolls.
// CHECK-LABEL: cir.func @nest
// CHECK: cir.for
// CHECK: cir.for
// CHECK-COUNT-3: cir.call @work
// CHECK: cir.for
// CHECK-COUNT-1: cir.call @work
// CHECK-NOT: cir.call
// CHECK: cir.return
cir.func @nest(%n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %i = cir.alloca !s32i, !pi, ["i"] {alignment = 4 : i64}
  %j = cir.alloca !s32i, !pi, ["j"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its body holds a loop ('cir.for'): it is not innermost}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.store %c0, %j : !s32i, !pi
    // expected-remark @below {{loop unrolled by 3: unknown trip count, epilogue}}
    cir.for : cond {
      %jv = cir.load %j : !pi, !s32i
      %lt = cir.cmp(lt, %jv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %jv = cir.load %j : !pi, !s32i
      cir.call @work(%jv) : (!s32i) -> ()
      cir.yield
    } step {
      %jv = cir.load %j : !pi, !s32i
      %inc = cir.unary(inc, %jv) : !s32i, !s32i
      cir.store %inc, %j : !s32i, !pi
      cir.yield
    }
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }
  // A while loop holding a for: only cir.for loops are considered.
  cir.while {
    %iv = cir.load %i : !pi, !s32i
    %gt = cir.cmp(gt, %iv, %c0) : !s32i, !cir.bool
    cir.condition(%gt)
  } do {
    cir.store %c0, %j : !s32i, !pi
    // expected-remark @below {{loop unrolled by 3: trip count 6, no epilogue}}
    cir.for : cond {
      %jv = cir.load %j : !pi, !s32i
      %c6 = cir.const #cir.int<6> : !s32i
      %lt = cir.cmp(lt, %jv, %c6) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.yield
    } step {
      %jv = cir.load %j : !pi, !s32i
      %inc = cir.unary(inc, %jv) : !s32i, !s32i
      cir.store %inc, %j : !s32i, !pi
      cir.yield
    }
    %iv = cir.load %i : !pi, !s32i
    %dec = cir.unary(dec, %iv) : !s32i, !s32i
    cir.store %dec, %i : !s32i, !pi
    cir.yield
  }
  cir.return
}

// CHECK-LABEL: cir.func @skipped
cir.func @skipped(%n: !s32i, %p: !pi) {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c5 = cir.const #cir.int<5> : !s32i
  %i = cir.alloca !s32i, !pi, ["i"] {alignment = 4 : i64}
  %k = cir.alloca !s32i, !pi, ["k"] {alignment = 4 : i64}
  %m = cir.alloca !s32i, !pi, ["m"] {alignment = 4 : i64}
  cir.store %n, %m : !s32i, !pi

  // break out of the loop.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its body holds a 'cir.break' out of the loop}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !pi, !s32i
    %eq = cir.cmp(eq, %iv, %c5) : !s32i, !cir.bool
    cir.if %eq {
      cir.break
    }
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // A break out of a switch is not one out of the loop.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop unrolled by 3: unknown trip count, epilogue}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !pi, !s32i
    cir.switch (%iv : !s32i) [
    case (equal, 1) {
      cir.call @work(%iv) : (!s32i) -> ()
      cir.break
    }
    ]
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // The body stores to the induction variable.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: the induction variable is stored to in the loop}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %iv = cir.load %i : !pi, !s32i
    %twice = cir.binop(add, %iv, %iv) : !s32i
    cir.store %twice, %i : !s32i, !pi
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // A step that is not a constant: j += k.
  cir.store %c1, %k : !s32i, !pi
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its step is not a constant}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %kv = cir.load %k : !pi, !s32i
    %next = cir.binop(add, %iv, %kv) : !s32i
    cir.store %next, %i : !s32i, !pi
    cir.yield
  }

  // A step that does more: i++, k++.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its step does more than update the induction variable ('cir.load')}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %kv = cir.load %k : !pi, !s32i
    %kinc = cir.unary(inc, %kv) : !s32i, !s32i
    cir.store %kinc, %k : !s32i, !pi
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // A step that multiplies.
  cir.store %c1, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its step is not 'i = i + c' or 'i = i - c' with a constant c}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %next = cir.binop(mul, %iv, %c5) : !s32i
    cir.store %next, %i : !s32i, !pi
    cir.yield
  }

  // The bound's variable changes in the loop.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: the variable of its bound is stored to in the loop}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %mv = cir.load %m : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %mv) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    %mv = cir.load %m : !pi, !s32i
    %dec = cir.unary(dec, %mv) : !s32i, !s32i
    cir.store %dec, %m : !s32i, !pi
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // A bound in a global: anything may change it.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its bound is loaded from memory the loop may change (not a local variable)}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %g = cir.get_global @limit : !pi
    %lim = cir.load %g : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %lim) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // The condition is not a comparison of i: i * i <= n.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its condition is not a comparison of the induction variable with a loop-invariant bound}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %sq = cir.binop(mul, %iv, %iv) : !s32i
    %le = cir.cmp(le, %sq, %n) : !s32i, !cir.bool
    cir.condition(%le)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // An equality test.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its condition is an equality test ('eq') of the induction variable}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %eq = cir.cmp(eq, %iv, %n) : !s32i, !cir.bool
    cir.condition(%eq)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // Counting up while i > n.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its condition ('gt') and its step (1) go in opposite directions}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %gt = cir.cmp(gt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%gt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // Two iterations, fewer than the factor.
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: its trip count (2) is less than the factor (3)}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %c2 = cir.const #cir.int<2> : !s32i
    %lt = cir.cmp(lt, %iv, %c2) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }

  // A pointer walking an array is not an integer induction variable.
  %q = cir.alloca !pi, !cir.ptr<!pi>, ["q"] {alignment = 8 : i64}
  cir.store %p, %q : !pi, !cir.ptr<!pi>
  // expected-remark @below {{loop not unrolled: its induction variable is not an integer}}
  cir.for : cond {
    %qv = cir.load %q : !cir.ptr<!pi>, !pi
    %e = cir.load %qv : !pi, !s32i
    %nz = cir.cast(int_to_bool, %e : !s32i), !cir.bool
    cir.condition(%nz)
  } body {
    cir.yield
  } step {
    %qv = cir.load %q : !cir.ptr<!pi>, !pi
    %next = cir.ptr_stride(%qv : !pi, %c1 : !s32i), !pi
    cir.store %next, %q : !pi, !cir.ptr<!pi>
    cir.yield
  }
  cir.return
}

// The induction variable's address escapes to a call, which may change it.
cir.func @escapes(%n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %i = cir.alloca !s32i, !pi, ["i"] {alignment = 4 : i64}
  cir.store %c0, %i : !s32i, !pi
  // expected-remark @below {{loop not unrolled: the induction variable has its address escape (used by 'cir.call')}}
  cir.for : cond {
    %iv = cir.load %i : !pi, !s32i
    %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.call @take(%i) : (!pi) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !pi, !s32i
    %inc = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %inc, %i : !s32i, !pi
    cir.yield
  }
  cir.return
}

// An unsigned char stepping by 200: two steps of 200 do not fit in 8
// bits, so the unrolled loop's test could not be written.
cir.func @wide_step(%n: !u8i) {
  %c0 = cir.const #cir.int<0> : !u8i
  %c200 = cir.const #cir.int<200> : !u8i
  %i = cir.alloca !u8i, !cir.ptr<!u8i>, ["i"] {alignment = 1 : i64}
  cir.store %c0, %i : !u8i, !cir.ptr<!u8i>
  // expected-remark @below {{loop not unrolled: 2 steps of 200 overflow the induction variable's type}}
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %lt = cir.cmp(lt, %iv, %n) : !u8i, !cir.bool
    cir.condition(%lt)
  } body {
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %next = cir.binop(add, %iv, %c200) : !u8i
    cir.store %next, %i : !u8i, !cir.ptr<!u8i>
    cir.yield
  }
  cir.return
}
