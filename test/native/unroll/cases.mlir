// Executed test of cir-unroll: loops of every shape the pass unrolls
// (cases.c is the same program in C), each in a function called with
// several bounds; every iteration mixes its induction variable into a
// hash, printed after each function. The binaries built with
// --cir-unroll=factor=2, 3 and 4 must print what the build without it and
// gcc's build of cases.c print. The functions f1..f21 of the two files
// correspond one to one; a comment above each gives the loop's shape.
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare
// RUN: filecheck %s --check-prefix=OUT < %t.out
// The hashes, as gcc's build prints them:
// OUT: 1 3100246125
// OUT-NEXT: 2 933267886
// OUT-NEXT: 3 1475129565
// OUT-NEXT: 4 782067555
// OUT-NEXT: 5 4198842365
// OUT-NEXT: 6 1746157620
// OUT-NEXT: 7 4223732866
// OUT-NEXT: 8 715194807
// OUT-NEXT: 9 3461481358
// OUT-NEXT: 10 3121426045
// OUT-NEXT: 11 594353730
// OUT-NEXT: 12 2841063480
// OUT-NEXT: 13 3383639614
// OUT-NEXT: 14 2882199907
// OUT-NEXT: 15 3382278945
// OUT-NEXT: 16 2849374881
// OUT-NEXT: 17 3771248872
// OUT-NEXT: 18 3164475688
// OUT-NEXT: 19 2975745123
// OUT-NEXT: 20 950636250
// OUT-NEXT: 21 2914233124
// Every loop is unrolled.
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARKS
// REMARKS-COUNT-21: remark: loop unrolled by 3
// REMARKS-NOT: remark: loop not unrolled

!s8i = !cir.int<s, 8>
!u8i = !cir.int<u, 8>
!s16i = !cir.int<s, 16>
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>
!s64i = !cir.int<s, 64>

cir.global internal @hash = #cir.int<0> : !u32i
cir.global internal constant @fmt = #cir.const_array<"%d %u\0A\00"> : !cir.array<!s8i x 7>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

// hash = hash * 31 + (unsigned)x
cir.func internal @mix(%x: !s32i) {
  %g = cir.get_global @hash : !cir.ptr<!u32i>
  %h = cir.load %g : !cir.ptr<!u32i>, !u32i
  %c31 = cir.const #cir.int<31> : !u32i
  %m = cir.binop(mul, %h, %c31) : !u32i
  %xu = cir.cast(integral, %x : !s32i), !u32i
  %s = cir.binop(add, %m, %xu) : !u32i
  cir.store %s, %g : !u32i, !cir.ptr<!u32i>
  cir.return
}

// 1: i < n, i++
cir.func @f1(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(lt, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 2: i <= n, i += 3
cir.func @f2(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(le, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<3> : !s32i
    %n = cir.binop(add, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 3: i >= n, i -= 2
cir.func @f3(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(ge, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<2> : !s32i
    %n = cir.binop(sub, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 4: unsigned i > n, i--
cir.func @f4(%a: !u32i, %b: !u32i) {
  %i = cir.alloca !u32i, !cir.ptr<!u32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !u32i, !cir.ptr<!u32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %c = cir.cmp(gt, %iv, %b) : !u32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %x = cir.cast(integral, %iv : !u32i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %n = cir.unary(dec, %iv) : !u32i, !u32i
    cir.store %n, %i : !u32i, !cir.ptr<!u32i>
    cir.yield
  }
  cir.return
}

// 5: i != n, i++
cir.func @f5(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(ne, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 6: n > i, i = 2 + i
cir.func @f6(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(gt, %b, %iv) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<2> : !s32i
    %n = cir.binop(add, %k, %iv) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 7: unsigned char i != 100 from 200 by 50: wraps around
cir.func @f7(%a: !u8i, %b: !u8i) {
  %i = cir.alloca !u8i, !cir.ptr<!u8i>, ["i"] {alignment = 1 : i64}
  %init = cir.const #cir.int<200> : !u8i
  cir.store %init, %i : !u8i, !cir.ptr<!u8i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %bnd = cir.const #cir.int<100> : !u8i
    %c = cir.cmp(ne, %iv, %bnd) : !u8i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %x = cir.cast(integral, %iv : !u8i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %k = cir.const #cir.int<50> : !u8i
    %n = cir.binop(add, %iv, %k) : !u8i
    cir.store %n, %i : !u8i, !cir.ptr<!u8i>
    cir.yield
  }
  cir.return
}

// 8: unsigned i < n near UINT_MAX
cir.func @f8(%a: !u32i, %b: !u32i) {
  %i = cir.alloca !u32i, !cir.ptr<!u32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !u32i, !cir.ptr<!u32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %c = cir.cmp(lt, %iv, %b) : !u32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %x = cir.cast(integral, %iv : !u32i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u32i>, !u32i
    %n = cir.unary(inc, %iv) : !u32i, !u32i
    cir.store %n, %i : !u32i, !cir.ptr<!u32i>
    cir.yield
  }
  cir.return
}

// 9: long long i < n, i += 5
cir.func @f9(%a: !s64i, %b: !s64i) {
  %i = cir.alloca !s64i, !cir.ptr<!s64i>, ["i"] {alignment = 8 : i64}
  cir.store %a, %i : !s64i, !cir.ptr<!s64i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s64i>, !s64i
    %c = cir.cmp(lt, %iv, %b) : !s64i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s64i>, !s64i
    %x = cir.cast(integral, %iv : !s64i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s64i>, !s64i
    %k = cir.const #cir.int<5> : !s64i
    %n = cir.binop(add, %iv, %k) : !s64i
    cir.store %n, %i : !s64i, !cir.ptr<!s64i>
    cir.yield
  }
  cir.return
}

// 10: signed char 100..120 by 7: 3 iterations
cir.func @f10(%a: !s8i, %b: !s8i) {
  %i = cir.alloca !s8i, !cir.ptr<!s8i>, ["i"] {alignment = 1 : i64}
  %init = cir.const #cir.int<100> : !s8i
  cir.store %init, %i : !s8i, !cir.ptr<!s8i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s8i>, !s8i
    %bnd = cir.const #cir.int<120> : !s8i
    %c = cir.cmp(le, %iv, %bnd) : !s8i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s8i>, !s8i
    %x = cir.cast(integral, %iv : !s8i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s8i>, !s8i
    %k = cir.const #cir.int<7> : !s8i
    %n = cir.binop(add, %iv, %k) : !s8i
    cir.store %n, %i : !s8i, !cir.ptr<!s8i>
    cir.yield
  }
  cir.return
}

// 11: i < 10
cir.func @f11(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %init = cir.const #cir.int<0> : !s32i
  cir.store %init, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %bnd = cir.const #cir.int<10> : !s32i
    %c = cir.cmp(lt, %iv, %bnd) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 12: 0 < i from 20 by -2
cir.func @f12(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %init = cir.const #cir.int<20> : !s32i
  cir.store %init, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %bnd = cir.const #cir.int<0> : !s32i
    %c = cir.cmp(lt, %bnd, %iv) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<2> : !s32i
    %n = cir.binop(sub, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 13: i != 12 by 2
cir.func @f13(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %init = cir.const #cir.int<0> : !s32i
  cir.store %init, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %bnd = cir.const #cir.int<12> : !s32i
    %c = cir.cmp(ne, %iv, %bnd) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<2> : !s32i
    %n = cir.binop(add, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 14: i <= 10 by 1
cir.func @f14(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %init = cir.const #cir.int<1> : !s32i
  cir.store %init, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %bnd = cir.const #cir.int<10> : !s32i
    %c = cir.cmp(le, %iv, %bnd) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<1> : !s32i
    %n = cir.binop(add, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 15: continue when i % 3 == 0
cir.func @f15(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(lt, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c0 = cir.const #cir.int<0> : !s32i
    %c3 = cir.const #cir.int<3> : !s32i
    %r = cir.binop(rem, %iv, %c3) : !s32i
    %z = cir.cmp(eq, %r, %c0) : !s32i, !cir.bool
    cir.if %z {
      cir.continue
    }
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 16: return when i == 7
cir.func @f16(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(lt, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c7 = cir.const #cir.int<7> : !s32i
    %e = cir.cmp(eq, %iv, %c7) : !s32i, !cir.bool
    cir.if %e {
      cir.return
    }
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 17: a switch whose case breaks
cir.func @f17(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(lt, %iv, %b) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %c3 = cir.const #cir.int<3> : !s32i
    %sw = cir.binop(and, %iv, %c3) : !s32i
    cir.switch (%sw : !s32i) [
    case (equal, 1) {
      %c100 = cir.const #cir.int<100> : !s32i
      cir.call @mix(%c100) : (!s32i) -> ()
      cir.break
    }
    ]
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %n = cir.unary(inc, %iv) : !s32i, !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 18: bound in a local variable
cir.func @f18(%a: !s32i, %b: !s32i) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %lim = cir.alloca !s32i, !cir.ptr<!s32i>, ["lim"] {alignment = 4 : i64}
  cir.store %b, %lim : !s32i, !cir.ptr<!s32i>
  cir.store %a, %i : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %bnd = cir.load %lim : !cir.ptr<!s32i>, !s32i
    %c = cir.cmp(lt, %iv, %bnd) : !s32i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    cir.call @mix(%iv) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %k = cir.const #cir.int<4> : !s32i
    %n = cir.binop(add, %iv, %k) : !s32i
    cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  cir.return
}

// 19: short from 30000 down to 29990
cir.func @f19(%a: !s16i, %b: !s16i) {
  %i = cir.alloca !s16i, !cir.ptr<!s16i>, ["i"] {alignment = 2 : i64}
  %init = cir.const #cir.int<30000> : !s16i
  cir.store %init, %i : !s16i, !cir.ptr<!s16i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!s16i>, !s16i
    %bnd = cir.const #cir.int<29990> : !s16i
    %c = cir.cmp(ge, %iv, %bnd) : !s16i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!s16i>, !s16i
    %x = cir.cast(integral, %iv : !s16i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!s16i>, !s16i
    %n = cir.unary(dec, %iv) : !s16i, !s16i
    cir.store %n, %i : !s16i, !cir.ptr<!s16i>
    cir.yield
  }
  cir.return
}

// 20: unsigned char i < 255 by 5: 51 iterations
cir.func @f20(%a: !u8i, %b: !u8i) {
  %i = cir.alloca !u8i, !cir.ptr<!u8i>, ["i"] {alignment = 1 : i64}
  %init = cir.const #cir.int<0> : !u8i
  cir.store %init, %i : !u8i, !cir.ptr<!u8i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %bnd = cir.const #cir.int<255> : !u8i
    %c = cir.cmp(lt, %iv, %bnd) : !u8i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %x = cir.cast(integral, %iv : !u8i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %k = cir.const #cir.int<5> : !u8i
    %n = cir.binop(add, %iv, %k) : !u8i
    cir.store %n, %i : !u8i, !cir.ptr<!u8i>
    cir.yield
  }
  cir.return
}

// 21: unsigned char i <= n
cir.func @f21(%a: !u8i, %b: !u8i) {
  %i = cir.alloca !u8i, !cir.ptr<!u8i>, ["i"] {alignment = 1 : i64}
  cir.store %a, %i : !u8i, !cir.ptr<!u8i>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %c = cir.cmp(le, %iv, %b) : !u8i, !cir.bool
    cir.condition(%c)
  } body {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %x = cir.cast(integral, %iv : !u8i), !s32i
    cir.call @mix(%x) : (!s32i) -> ()
    cir.yield
  } step {
    %iv = cir.load %i : !cir.ptr<!u8i>, !u8i
    %n = cir.unary(inc, %iv) : !u8i, !u8i
    cir.store %n, %i : !u8i, !cir.ptr<!u8i>
    cir.yield
  }
  cir.return
}

cir.func @main() -> !s32i {
  %f = cir.get_global @fmt : !cir.ptr<!cir.array<!s8i x 7>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
  %g = cir.get_global @hash : !cir.ptr<!u32i>
  %a1 = cir.const #cir.int<0> : !s32i
  %b1 = cir.const #cir.int<-3> : !s32i
  cir.call @f1(%a1, %b1) : (!s32i, !s32i) -> ()
  %a2 = cir.const #cir.int<0> : !s32i
  %b2 = cir.const #cir.int<0> : !s32i
  cir.call @f1(%a2, %b2) : (!s32i, !s32i) -> ()
  %a3 = cir.const #cir.int<0> : !s32i
  %b3 = cir.const #cir.int<1> : !s32i
  cir.call @f1(%a3, %b3) : (!s32i, !s32i) -> ()
  %a4 = cir.const #cir.int<0> : !s32i
  %b4 = cir.const #cir.int<2> : !s32i
  cir.call @f1(%a4, %b4) : (!s32i, !s32i) -> ()
  %a5 = cir.const #cir.int<0> : !s32i
  %b5 = cir.const #cir.int<3> : !s32i
  cir.call @f1(%a5, %b5) : (!s32i, !s32i) -> ()
  %a6 = cir.const #cir.int<0> : !s32i
  %b6 = cir.const #cir.int<4> : !s32i
  cir.call @f1(%a6, %b6) : (!s32i, !s32i) -> ()
  %a7 = cir.const #cir.int<0> : !s32i
  %b7 = cir.const #cir.int<5> : !s32i
  cir.call @f1(%a7, %b7) : (!s32i, !s32i) -> ()
  %a8 = cir.const #cir.int<0> : !s32i
  %b8 = cir.const #cir.int<7> : !s32i
  cir.call @f1(%a8, %b8) : (!s32i, !s32i) -> ()
  %a9 = cir.const #cir.int<0> : !s32i
  %b9 = cir.const #cir.int<12> : !s32i
  cir.call @f1(%a9, %b9) : (!s32i, !s32i) -> ()
  %a10 = cir.const #cir.int<5> : !s32i
  %b10 = cir.const #cir.int<13> : !s32i
  cir.call @f1(%a10, %b10) : (!s32i, !s32i) -> ()
  %k1 = cir.const #cir.int<1> : !s32i
  %h1 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p1 = cir.call @printf(%fp, %k1, %h1) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a11 = cir.const #cir.int<0> : !s32i
  %b11 = cir.const #cir.int<0> : !s32i
  cir.call @f2(%a11, %b11) : (!s32i, !s32i) -> ()
  %a12 = cir.const #cir.int<0> : !s32i
  %b12 = cir.const #cir.int<1> : !s32i
  cir.call @f2(%a12, %b12) : (!s32i, !s32i) -> ()
  %a13 = cir.const #cir.int<0> : !s32i
  %b13 = cir.const #cir.int<9> : !s32i
  cir.call @f2(%a13, %b13) : (!s32i, !s32i) -> ()
  %a14 = cir.const #cir.int<0> : !s32i
  %b14 = cir.const #cir.int<10> : !s32i
  cir.call @f2(%a14, %b14) : (!s32i, !s32i) -> ()
  %a15 = cir.const #cir.int<0> : !s32i
  %b15 = cir.const #cir.int<11> : !s32i
  cir.call @f2(%a15, %b15) : (!s32i, !s32i) -> ()
  %a16 = cir.const #cir.int<-7> : !s32i
  %b16 = cir.const #cir.int<20> : !s32i
  cir.call @f2(%a16, %b16) : (!s32i, !s32i) -> ()
  %a17 = cir.const #cir.int<5> : !s32i
  %b17 = cir.const #cir.int<4> : !s32i
  cir.call @f2(%a17, %b17) : (!s32i, !s32i) -> ()
  %k2 = cir.const #cir.int<2> : !s32i
  %h2 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p2 = cir.call @printf(%fp, %k2, %h2) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a18 = cir.const #cir.int<10> : !s32i
  %b18 = cir.const #cir.int<0> : !s32i
  cir.call @f3(%a18, %b18) : (!s32i, !s32i) -> ()
  %a19 = cir.const #cir.int<10> : !s32i
  %b19 = cir.const #cir.int<1> : !s32i
  cir.call @f3(%a19, %b19) : (!s32i, !s32i) -> ()
  %a20 = cir.const #cir.int<9> : !s32i
  %b20 = cir.const #cir.int<9> : !s32i
  cir.call @f3(%a20, %b20) : (!s32i, !s32i) -> ()
  %a21 = cir.const #cir.int<3> : !s32i
  %b21 = cir.const #cir.int<8> : !s32i
  cir.call @f3(%a21, %b21) : (!s32i, !s32i) -> ()
  %a22 = cir.const #cir.int<100> : !s32i
  %b22 = cir.const #cir.int<-20> : !s32i
  cir.call @f3(%a22, %b22) : (!s32i, !s32i) -> ()
  %k3 = cir.const #cir.int<3> : !s32i
  %h3 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p3 = cir.call @printf(%fp, %k3, %h3) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a23 = cir.const #cir.int<10> : !u32i
  %b23 = cir.const #cir.int<0> : !u32i
  cir.call @f4(%a23, %b23) : (!u32i, !u32i) -> ()
  %a24 = cir.const #cir.int<5> : !u32i
  %b24 = cir.const #cir.int<5> : !u32i
  cir.call @f4(%a24, %b24) : (!u32i, !u32i) -> ()
  %a25 = cir.const #cir.int<0> : !u32i
  %b25 = cir.const #cir.int<0> : !u32i
  cir.call @f4(%a25, %b25) : (!u32i, !u32i) -> ()
  %a26 = cir.const #cir.int<4294967295> : !u32i
  %b26 = cir.const #cir.int<4294967290> : !u32i
  cir.call @f4(%a26, %b26) : (!u32i, !u32i) -> ()
  %a27 = cir.const #cir.int<7> : !u32i
  %b27 = cir.const #cir.int<3> : !u32i
  cir.call @f4(%a27, %b27) : (!u32i, !u32i) -> ()
  %k4 = cir.const #cir.int<4> : !s32i
  %h4 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p4 = cir.call @printf(%fp, %k4, %h4) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a28 = cir.const #cir.int<0> : !s32i
  %b28 = cir.const #cir.int<0> : !s32i
  cir.call @f5(%a28, %b28) : (!s32i, !s32i) -> ()
  %a29 = cir.const #cir.int<0> : !s32i
  %b29 = cir.const #cir.int<1> : !s32i
  cir.call @f5(%a29, %b29) : (!s32i, !s32i) -> ()
  %a30 = cir.const #cir.int<0> : !s32i
  %b30 = cir.const #cir.int<5> : !s32i
  cir.call @f5(%a30, %b30) : (!s32i, !s32i) -> ()
  %a31 = cir.const #cir.int<-3> : !s32i
  %b31 = cir.const #cir.int<8> : !s32i
  cir.call @f5(%a31, %b31) : (!s32i, !s32i) -> ()
  %k5 = cir.const #cir.int<5> : !s32i
  %h5 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p5 = cir.call @printf(%fp, %k5, %h5) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a32 = cir.const #cir.int<0> : !s32i
  %b32 = cir.const #cir.int<10> : !s32i
  cir.call @f6(%a32, %b32) : (!s32i, !s32i) -> ()
  %a33 = cir.const #cir.int<0> : !s32i
  %b33 = cir.const #cir.int<11> : !s32i
  cir.call @f6(%a33, %b33) : (!s32i, !s32i) -> ()
  %a34 = cir.const #cir.int<1> : !s32i
  %b34 = cir.const #cir.int<2> : !s32i
  cir.call @f6(%a34, %b34) : (!s32i, !s32i) -> ()
  %a35 = cir.const #cir.int<5> : !s32i
  %b35 = cir.const #cir.int<0> : !s32i
  cir.call @f6(%a35, %b35) : (!s32i, !s32i) -> ()
  %k6 = cir.const #cir.int<6> : !s32i
  %h6 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p6 = cir.call @printf(%fp, %k6, %h6) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a36 = cir.const #cir.int<0> : !u8i
  %b36 = cir.const #cir.int<0> : !u8i
  cir.call @f7(%a36, %b36) : (!u8i, !u8i) -> ()
  %k7 = cir.const #cir.int<7> : !s32i
  %h7 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p7 = cir.call @printf(%fp, %k7, %h7) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a37 = cir.const #cir.int<4294967285> : !u32i
  %b37 = cir.const #cir.int<4294967295> : !u32i
  cir.call @f8(%a37, %b37) : (!u32i, !u32i) -> ()
  %a38 = cir.const #cir.int<5> : !u32i
  %b38 = cir.const #cir.int<3> : !u32i
  cir.call @f8(%a38, %b38) : (!u32i, !u32i) -> ()
  %a39 = cir.const #cir.int<4294967294> : !u32i
  %b39 = cir.const #cir.int<4294967295> : !u32i
  cir.call @f8(%a39, %b39) : (!u32i, !u32i) -> ()
  %k8 = cir.const #cir.int<8> : !s32i
  %h8 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p8 = cir.call @printf(%fp, %k8, %h8) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a40 = cir.const #cir.int<-9223372036854775808> : !s64i
  %b40 = cir.const #cir.int<-9223372036854775780> : !s64i
  cir.call @f9(%a40, %b40) : (!s64i, !s64i) -> ()
  %a41 = cir.const #cir.int<0> : !s64i
  %b41 = cir.const #cir.int<23> : !s64i
  cir.call @f9(%a41, %b41) : (!s64i, !s64i) -> ()
  %a42 = cir.const #cir.int<9223372036854775780> : !s64i
  %b42 = cir.const #cir.int<9223372036854775800> : !s64i
  cir.call @f9(%a42, %b42) : (!s64i, !s64i) -> ()
  %k9 = cir.const #cir.int<9> : !s32i
  %h9 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p9 = cir.call @printf(%fp, %k9, %h9) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a43 = cir.const #cir.int<0> : !s8i
  %b43 = cir.const #cir.int<0> : !s8i
  cir.call @f10(%a43, %b43) : (!s8i, !s8i) -> ()
  %k10 = cir.const #cir.int<10> : !s32i
  %h10 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p10 = cir.call @printf(%fp, %k10, %h10) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a44 = cir.const #cir.int<0> : !s32i
  %b44 = cir.const #cir.int<0> : !s32i
  cir.call @f11(%a44, %b44) : (!s32i, !s32i) -> ()
  %k11 = cir.const #cir.int<11> : !s32i
  %h11 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p11 = cir.call @printf(%fp, %k11, %h11) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a45 = cir.const #cir.int<0> : !s32i
  %b45 = cir.const #cir.int<0> : !s32i
  cir.call @f12(%a45, %b45) : (!s32i, !s32i) -> ()
  %k12 = cir.const #cir.int<12> : !s32i
  %h12 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p12 = cir.call @printf(%fp, %k12, %h12) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a46 = cir.const #cir.int<0> : !s32i
  %b46 = cir.const #cir.int<0> : !s32i
  cir.call @f13(%a46, %b46) : (!s32i, !s32i) -> ()
  %k13 = cir.const #cir.int<13> : !s32i
  %h13 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p13 = cir.call @printf(%fp, %k13, %h13) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a47 = cir.const #cir.int<0> : !s32i
  %b47 = cir.const #cir.int<0> : !s32i
  cir.call @f14(%a47, %b47) : (!s32i, !s32i) -> ()
  %k14 = cir.const #cir.int<14> : !s32i
  %h14 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p14 = cir.call @printf(%fp, %k14, %h14) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a48 = cir.const #cir.int<0> : !s32i
  %b48 = cir.const #cir.int<10> : !s32i
  cir.call @f15(%a48, %b48) : (!s32i, !s32i) -> ()
  %a49 = cir.const #cir.int<0> : !s32i
  %b49 = cir.const #cir.int<11> : !s32i
  cir.call @f15(%a49, %b49) : (!s32i, !s32i) -> ()
  %a50 = cir.const #cir.int<2> : !s32i
  %b50 = cir.const #cir.int<3> : !s32i
  cir.call @f15(%a50, %b50) : (!s32i, !s32i) -> ()
  %k15 = cir.const #cir.int<15> : !s32i
  %h15 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p15 = cir.call @printf(%fp, %k15, %h15) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a51 = cir.const #cir.int<0> : !s32i
  %b51 = cir.const #cir.int<5> : !s32i
  cir.call @f16(%a51, %b51) : (!s32i, !s32i) -> ()
  %a52 = cir.const #cir.int<0> : !s32i
  %b52 = cir.const #cir.int<8> : !s32i
  cir.call @f16(%a52, %b52) : (!s32i, !s32i) -> ()
  %a53 = cir.const #cir.int<0> : !s32i
  %b53 = cir.const #cir.int<20> : !s32i
  cir.call @f16(%a53, %b53) : (!s32i, !s32i) -> ()
  %k16 = cir.const #cir.int<16> : !s32i
  %h16 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p16 = cir.call @printf(%fp, %k16, %h16) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a54 = cir.const #cir.int<0> : !s32i
  %b54 = cir.const #cir.int<9> : !s32i
  cir.call @f17(%a54, %b54) : (!s32i, !s32i) -> ()
  %a55 = cir.const #cir.int<1> : !s32i
  %b55 = cir.const #cir.int<6> : !s32i
  cir.call @f17(%a55, %b55) : (!s32i, !s32i) -> ()
  %k17 = cir.const #cir.int<17> : !s32i
  %h17 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p17 = cir.call @printf(%fp, %k17, %h17) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a56 = cir.const #cir.int<0> : !s32i
  %b56 = cir.const #cir.int<17> : !s32i
  cir.call @f18(%a56, %b56) : (!s32i, !s32i) -> ()
  %a57 = cir.const #cir.int<3> : !s32i
  %b57 = cir.const #cir.int<3> : !s32i
  cir.call @f18(%a57, %b57) : (!s32i, !s32i) -> ()
  %a58 = cir.const #cir.int<0> : !s32i
  %b58 = cir.const #cir.int<16> : !s32i
  cir.call @f18(%a58, %b58) : (!s32i, !s32i) -> ()
  %k18 = cir.const #cir.int<18> : !s32i
  %h18 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p18 = cir.call @printf(%fp, %k18, %h18) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a59 = cir.const #cir.int<0> : !s16i
  %b59 = cir.const #cir.int<0> : !s16i
  cir.call @f19(%a59, %b59) : (!s16i, !s16i) -> ()
  %k19 = cir.const #cir.int<19> : !s32i
  %h19 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p19 = cir.call @printf(%fp, %k19, %h19) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a60 = cir.const #cir.int<0> : !u8i
  %b60 = cir.const #cir.int<0> : !u8i
  cir.call @f20(%a60, %b60) : (!u8i, !u8i) -> ()
  %k20 = cir.const #cir.int<20> : !s32i
  %h20 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p20 = cir.call @printf(%fp, %k20, %h20) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %a61 = cir.const #cir.int<250> : !u8i
  %b61 = cir.const #cir.int<254> : !u8i
  cir.call @f21(%a61, %b61) : (!u8i, !u8i) -> ()
  %a62 = cir.const #cir.int<0> : !u8i
  %b62 = cir.const #cir.int<3> : !u8i
  cir.call @f21(%a62, %b62) : (!u8i, !u8i) -> ()
  %k21 = cir.const #cir.int<21> : !s32i
  %h21 = cir.load %g : !cir.ptr<!u32i>, !u32i
  %p21 = cir.call @printf(%fp, %k21, %h21) : (!cir.ptr<!s8i>, !s32i, !u32i) -> !s32i
  %zero = cir.const #cir.int<0> : !s32i
  cir.return %zero : !s32i
}
