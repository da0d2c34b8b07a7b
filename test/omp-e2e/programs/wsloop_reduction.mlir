// wsloop reduction(+, *, min, max, &&, ||): each thread combines its
// iterations into a private copy initialized to the operator's identity,
// and the copies are combined with the original value at the end of the
// loop (sum starts at 1000, prod at 2: added or multiplied once, not once
// per thread). Static and dynamic schedules; && and || both ways.
// The reductions are declared on builtin integers (the omp dialect's
// clause types); the loop bodies are cir. C twin: wsloop_reduction.c.
//
// CHECK: static: 1000 + sum of i*i, i in [1, 20]: 3870
// CHECK-NEXT: static: 2 * product of i, i in [1, 20]: 4865804016353280000
// CHECK-NEXT: static: min of (37i mod 23) - 11: -10
// CHECK-NEXT: static: max of (37i mod 23) - 11: 11
// CHECK-NEXT: static: && of i > 0: 1
// CHECK-NEXT: static: || of i == 13: 1
// CHECK-NEXT: dynamic: sum of i, i in [0, 1000): 499500
// CHECK-NEXT: dynamic: && of i != 777: 0
// CHECK-NEXT: dynamic: || of i < 0: 0

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>

cir.global internal constant @l_sum = #cir.const_array<"static: 1000 + sum of i*i, i in [1, 20]\00"> : !cir.array<!s8i x 40>
cir.global internal constant @l_prod = #cir.const_array<"static: 2 * product of i, i in [1, 20]\00"> : !cir.array<!s8i x 39>
cir.global internal constant @l_min = #cir.const_array<"static: min of (37i mod 23) - 11\00"> : !cir.array<!s8i x 33>
cir.global internal constant @l_max = #cir.const_array<"static: max of (37i mod 23) - 11\00"> : !cir.array<!s8i x 33>
cir.global internal constant @l_and = #cir.const_array<"static: && of i > 0\00"> : !cir.array<!s8i x 20>
cir.global internal constant @l_or = #cir.const_array<"static: || of i == 13\00"> : !cir.array<!s8i x 22>
cir.global internal constant @l_total = #cir.const_array<"dynamic: sum of i, i in [0, 1000)\00"> : !cir.array<!s8i x 34>
cir.global internal constant @l_and2 = #cir.const_array<"dynamic: && of i != 777\00"> : !cir.array<!s8i x 24>
cir.global internal constant @l_or2 = #cir.const_array<"dynamic: || of i < 0\00"> : !cir.array<!s8i x 21>

cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

omp.declare_reduction @add_i64 : i64 init {
^bb0(%orig: i64):
  %0 = arith.constant 0 : i64
  omp.yield(%0 : i64)
} combiner {
^bb0(%a: i64, %b: i64):
  %r = arith.addi %a, %b : i64
  omp.yield(%r : i64)
}

omp.declare_reduction @mul_i64 : i64 init {
^bb0(%orig: i64):
  %1 = arith.constant 1 : i64
  omp.yield(%1 : i64)
} combiner {
^bb0(%a: i64, %b: i64):
  %r = arith.muli %a, %b : i64
  omp.yield(%r : i64)
}

omp.declare_reduction @min_i32 : i32 init {
^bb0(%orig: i32):
  %max = arith.constant 2147483647 : i32
  omp.yield(%max : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %r = arith.minsi %a, %b : i32
  omp.yield(%r : i32)
}

omp.declare_reduction @max_i32 : i32 init {
^bb0(%orig: i32):
  %min = arith.constant -2147483648 : i32
  omp.yield(%min : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %r = arith.maxsi %a, %b : i32
  omp.yield(%r : i32)
}

// &&: (a != 0) & (b != 0), as an int.
omp.declare_reduction @land_i32 : i32 init {
^bb0(%orig: i32):
  %1 = arith.constant 1 : i32
  omp.yield(%1 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %0 : i32
  %bn = arith.cmpi ne, %b, %0 : i32
  %both = arith.andi %an, %bn : i1
  %r = arith.extui %both : i1 to i32
  omp.yield(%r : i32)
}

// ||: (a != 0) | (b != 0), as an int.
omp.declare_reduction @lor_i32 : i32 init {
^bb0(%orig: i32):
  %0 = arith.constant 0 : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %0 : i32
  %bn = arith.cmpi ne, %b, %0 : i32
  %either = arith.ori %an, %bn : i1
  %r = arith.extui %either : i1 to i32
  omp.yield(%r : i32)
}

cir.func internal @print64(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s64i>) {
  %v = cir.load %p : !cir.ptr<!s64i>, !s64i
  cir.call @report_int(%label, %v) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func internal @print32(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

// v = a || b, as C computes it on ints (0 or 1).
cir.func internal @lor(%a: !s32i, %b: !cir.bool) -> !s32i {
  %ab = cir.cast(int_to_bool, %a : !s32i), !cir.bool
  %r = cir.ternary(%ab, true {
    %t = cir.const #cir.bool<true> : !cir.bool
    cir.yield %t : !cir.bool
  }, false {
    cir.yield %b : !cir.bool
  }) : (!cir.bool) -> !cir.bool
  %ri = cir.cast(bool_to_int, %r : !cir.bool), !s32i
  cir.return %ri : !s32i
}

// v = a && b, as C computes it on ints (0 or 1).
cir.func internal @land(%a: !s32i, %b: !cir.bool) -> !s32i {
  %ab = cir.cast(int_to_bool, %a : !s32i), !cir.bool
  %r = cir.ternary(%ab, true {
    cir.yield %b : !cir.bool
  }, false {
    %f = cir.const #cir.bool<false> : !cir.bool
    cir.yield %f : !cir.bool
  }) : (!cir.bool) -> !cir.bool
  %ri = cir.cast(bool_to_int, %r : !cir.bool), !s32i
  cir.return %ri : !s32i
}

cir.func @main() -> !s32i {
  %sum = cir.alloca !s64i, !cir.ptr<!s64i>, ["sum"] {alignment = 8 : i64}
  %prod = cir.alloca !s64i, !cir.ptr<!s64i>, ["prod"] {alignment = 8 : i64}
  %lo = cir.alloca !s32i, !cir.ptr<!s32i>, ["lo"] {alignment = 4 : i64}
  %hi = cir.alloca !s32i, !cir.ptr<!s32i>, ["hi"] {alignment = 4 : i64}
  %all = cir.alloca !s32i, !cir.ptr<!s32i>, ["all"] {alignment = 4 : i64}
  %any = cir.alloca !s32i, !cir.ptr<!s32i>, ["any"] {alignment = 4 : i64}
  %total = cir.alloca !s64i, !cir.ptr<!s64i>, ["total"] {alignment = 8 : i64}
  %all2 = cir.alloca !s32i, !cir.ptr<!s32i>, ["all2"] {alignment = 4 : i64}
  %any2 = cir.alloca !s32i, !cir.ptr<!s32i>, ["any2"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c1000 = cir.const #cir.int<1000> : !s64i
  %c2l = cir.const #cir.int<2> : !s64i
  %c0l = cir.const #cir.int<0> : !s64i
  %cp1000 = cir.const #cir.int<1000> : !s32i
  %cm1000 = cir.const #cir.int<-1000> : !s32i
  cir.store %c1000, %sum : !s64i, !cir.ptr<!s64i>
  cir.store %c2l, %prod : !s64i, !cir.ptr<!s64i>
  cir.store %cp1000, %lo : !s32i, !cir.ptr<!s32i>
  cir.store %cm1000, %hi : !s32i, !cir.ptr<!s32i>
  cir.store %c1, %all : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %any : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32
  %i1 = arith.constant 1 : i32
  %i20 = arith.constant 20 : i32

  // for (int i = 1; i <= 20; i++), schedule(static)
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) reduction(@add_i64 %sum -> %psum, @mul_i64 %prod -> %pprod, @min_i32 %lo -> %plo, @max_i32 %hi -> %phi, @land_i32 %all -> %pall, @lor_i32 %any -> %pany : !cir.ptr<!s64i>, !cir.ptr<!s64i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>) {
      omp.loop_nest (%iv) : i32 = (%i1) to (%i20) inclusive step (%i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %il = cir.cast(integral, %i : !s32i), !s64i
        // int v = (i * 37) % 23 - 11;
        %k37 = cir.const #cir.int<37> : !s32i
        %k23 = cir.const #cir.int<23> : !s32i
        %k11 = cir.const #cir.int<11> : !s32i
        %i37 = cir.binop(mul, %i, %k37) : !s32i
        %m = cir.binop(rem, %i37, %k23) : !s32i
        %v = cir.binop(sub, %m, %k11) : !s32i
        // sum += i * i;
        %ii = cir.binop(mul, %i, %i) : !s32i
        %iil = cir.cast(integral, %ii : !s32i), !s64i
        %s = cir.load %psum : !cir.ptr<!s64i>, !s64i
        %s2 = cir.binop(add, %s, %iil) : !s64i
        cir.store %s2, %psum : !s64i, !cir.ptr<!s64i>
        // prod *= i;
        %p = cir.load %pprod : !cir.ptr<!s64i>, !s64i
        %p2 = cir.binop(mul, %p, %il) : !s64i
        cir.store %p2, %pprod : !s64i, !cir.ptr<!s64i>
        // lo = v < lo ? v : lo;  hi = v > hi ? v : hi;
        %l = cir.load %plo : !cir.ptr<!s32i>, !s32i
        %vlt = cir.cmp(lt, %v, %l) : !s32i, !cir.bool
        %l2 = cir.select if %vlt then %v else %l : (!cir.bool, !s32i, !s32i) -> !s32i
        cir.store %l2, %plo : !s32i, !cir.ptr<!s32i>
        %h = cir.load %phi : !cir.ptr<!s32i>, !s32i
        %vgt = cir.cmp(gt, %v, %h) : !s32i, !cir.bool
        %h2 = cir.select if %vgt then %v else %h : (!cir.bool, !s32i, !s32i) -> !s32i
        cir.store %h2, %phi : !s32i, !cir.ptr<!s32i>
        // all = all && i > 0;  any = any || i == 13;
        %k0 = cir.const #cir.int<0> : !s32i
        %k13 = cir.const #cir.int<13> : !s32i
        %pos = cir.cmp(gt, %i, %k0) : !s32i, !cir.bool
        %a = cir.load %pall : !cir.ptr<!s32i>, !s32i
        %a2 = cir.call @land(%a, %pos) : (!s32i, !cir.bool) -> !s32i
        cir.store %a2, %pall : !s32i, !cir.ptr<!s32i>
        %is13 = cir.cmp(eq, %i, %k13) : !s32i, !cir.bool
        %y = cir.load %pany : !cir.ptr<!s32i>, !s32i
        %y2 = cir.call @lor(%y, %is13) : (!s32i, !cir.bool) -> !s32i
        cir.store %y2, %pany : !s32i, !cir.ptr<!s32i>
        omp.yield
      }
    }
    omp.terminator
  }
  %l1 = cir.get_global @l_sum : !cir.ptr<!cir.array<!s8i x 40>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 40>>), !cir.ptr<!s8i>
  cir.call @print64(%l1p, %sum) : (!cir.ptr<!s8i>, !cir.ptr<!s64i>) -> ()
  %l2 = cir.get_global @l_prod : !cir.ptr<!cir.array<!s8i x 39>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 39>>), !cir.ptr<!s8i>
  cir.call @print64(%l2p, %prod) : (!cir.ptr<!s8i>, !cir.ptr<!s64i>) -> ()
  %l3 = cir.get_global @l_min : !cir.ptr<!cir.array<!s8i x 33>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 33>>), !cir.ptr<!s8i>
  cir.call @print32(%l3p, %lo) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l4 = cir.get_global @l_max : !cir.ptr<!cir.array<!s8i x 33>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 33>>), !cir.ptr<!s8i>
  cir.call @print32(%l4p, %hi) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l5 = cir.get_global @l_and : !cir.ptr<!cir.array<!s8i x 20>>
  %l5p = cir.cast(array_to_ptrdecay, %l5 : !cir.ptr<!cir.array<!s8i x 20>>), !cir.ptr<!s8i>
  cir.call @print32(%l5p, %all) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l6 = cir.get_global @l_or : !cir.ptr<!cir.array<!s8i x 22>>
  %l6p = cir.cast(array_to_ptrdecay, %l6 : !cir.ptr<!cir.array<!s8i x 22>>), !cir.ptr<!s8i>
  cir.call @print32(%l6p, %any) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()

  // for (int i = 0; i < 1000; i++), schedule(dynamic, 3)
  cir.store %c0l, %total : !s64i, !cir.ptr<!s64i>
  cir.store %c1, %all2 : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %any2 : !s32i, !cir.ptr<!s32i>
  %i0 = arith.constant 0 : i32
  %i3 = arith.constant 3 : i32
  %i1000 = arith.constant 1000 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(dynamic = %i3 : i32) reduction(@add_i64 %total -> %ptotal, @land_i32 %all2 -> %pall2, @lor_i32 %any2 -> %pany2 : !cir.ptr<!s64i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>) {
      omp.loop_nest (%iv) : i32 = (%i0) to (%i1000) step (%i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %il = cir.cast(integral, %i : !s32i), !s64i
        %t = cir.load %ptotal : !cir.ptr<!s64i>, !s64i
        %t2 = cir.binop(add, %t, %il) : !s64i
        cir.store %t2, %ptotal : !s64i, !cir.ptr<!s64i>
        %k0 = cir.const #cir.int<0> : !s32i
        %k777 = cir.const #cir.int<777> : !s32i
        %not777 = cir.cmp(ne, %i, %k777) : !s32i, !cir.bool
        %a = cir.load %pall2 : !cir.ptr<!s32i>, !s32i
        %a2 = cir.call @land(%a, %not777) : (!s32i, !cir.bool) -> !s32i
        cir.store %a2, %pall2 : !s32i, !cir.ptr<!s32i>
        %neg = cir.cmp(lt, %i, %k0) : !s32i, !cir.bool
        %y = cir.load %pany2 : !cir.ptr<!s32i>, !s32i
        %y2 = cir.call @lor(%y, %neg) : (!s32i, !cir.bool) -> !s32i
        cir.store %y2, %pany2 : !s32i, !cir.ptr<!s32i>
        omp.yield
      }
    }
    omp.terminator
  }
  %l7 = cir.get_global @l_total : !cir.ptr<!cir.array<!s8i x 34>>
  %l7p = cir.cast(array_to_ptrdecay, %l7 : !cir.ptr<!cir.array<!s8i x 34>>), !cir.ptr<!s8i>
  cir.call @print64(%l7p, %total) : (!cir.ptr<!s8i>, !cir.ptr<!s64i>) -> ()
  %l8 = cir.get_global @l_and2 : !cir.ptr<!cir.array<!s8i x 24>>
  %l8p = cir.cast(array_to_ptrdecay, %l8 : !cir.ptr<!cir.array<!s8i x 24>>), !cir.ptr<!s8i>
  cir.call @print32(%l8p, %all2) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l9 = cir.get_global @l_or2 : !cir.ptr<!cir.array<!s8i x 21>>
  %l9p = cir.cast(array_to_ptrdecay, %l9 : !cir.ptr<!cir.array<!s8i x 21>>), !cir.ptr<!s8i>
  cir.call @print32(%l9p, %any2) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
