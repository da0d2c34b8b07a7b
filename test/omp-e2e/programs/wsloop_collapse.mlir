// wsloop collapse: the iterations of the collapsed nest are one iteration
// space, scheduled as a whole: each runs exactly once, and the static
// schedule's blocks are balanced over the collapsed space (6 x 5 = 30
// iterations give blocks of 8, 8, 7, 7; scheduling only the outer loop
// would give 10, 10, 5, 5). Downward inner steps, inclusive bounds, three
// levels, an empty inner loop, and the dynamic schedule. Collapse is
// several induction variables in one omp.loop_nest. C twin:
// wsloop_collapse.c.
//
// CHECK: static collapse(2) i in [0, 6), j in [0, 5): 30 iterations, 0 repeated, 0 missing; contiguous, balanced, 4 threads with work
// CHECK-NEXT: static collapse(2) i in [0, 3), j in [10, 0) step -2: 15 iterations, 0 repeated, 0 missing; contiguous, balanced, 4 threads with work
// CHECK-NEXT: static collapse(3) i in [0, 2), j in [0, 3), l in [0, 4): 24 iterations, 0 repeated, 0 missing; contiguous, balanced, 4 threads with work
// CHECK-NEXT: static collapse(2) i in [0, 4), j in [3, 3): 0 iterations, 0 repeated, 0 missing; contiguous, balanced, 0 threads with work
// CHECK-NEXT: dynamic collapse(2) i in [1, 7], j in [-3, 3]: 49 iterations, 0 repeated, 0 missing

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!iters = !cir.array<!s32i x 1024>

cir.global internal @hits : !iters
cir.global internal @owner : !iters
cir.global internal constant @l_s2 = #cir.const_array<"static collapse(2) i in [0, 6), j in [0, 5)\00"> : !cir.array<!s8i x 44>
cir.global internal constant @l_s2neg = #cir.const_array<"static collapse(2) i in [0, 3), j in [10, 0) step -2\00"> : !cir.array<!s8i x 53>
cir.global internal constant @l_s3 = #cir.const_array<"static collapse(3) i in [0, 2), j in [0, 3), l in [0, 4)\00"> : !cir.array<!s8i x 57>
cir.global internal constant @l_s2empty = #cir.const_array<"static collapse(2) i in [0, 4), j in [3, 3)\00"> : !cir.array<!s8i x 44>
cir.global internal constant @l_d2 = #cir.const_array<"dynamic collapse(2) i in [1, 7], j in [-3, 3]\00"> : !cir.array<!s8i x 46>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @report_label(!cir.ptr<!s8i>)
cir.func private @report_loop(!s32i, !s32i, !s32i, !cir.ptr<!s32i>, !cir.ptr<!s32i>)

// hits[k] += 1; owner[k] = omp_get_thread_num();
cir.func internal @record_iteration(%k: !s32i) {
  %hits = cir.get_global @hits : !cir.ptr<!iters>
  %hitsp = cir.cast(array_to_ptrdecay, %hits : !cir.ptr<!iters>), !cir.ptr<!s32i>
  %hit = cir.ptr_stride(%hitsp : !cir.ptr<!s32i>, %k : !s32i), !cir.ptr<!s32i>
  %old = cir.load %hit : !cir.ptr<!s32i>, !s32i
  %new = cir.unary(inc, %old) : !s32i, !s32i
  cir.store %new, %hit : !s32i, !cir.ptr<!s32i>
  %t = cir.call @omp_get_thread_num() : () -> !s32i
  %owner = cir.get_global @owner : !cir.ptr<!iters>
  %ownerp = cir.cast(array_to_ptrdecay, %owner : !cir.ptr<!iters>), !cir.ptr<!s32i>
  %own = cir.ptr_stride(%ownerp : !cir.ptr<!s32i>, %k : !s32i), !cir.ptr<!s32i>
  cir.store %t, %own : !s32i, !cir.ptr<!s32i>
  cir.return
}

// report_label(label); report_loop(check, 0, 4, hits, owner);
cir.func internal @report(%label: !cir.ptr<!s8i>, %check: !s32i) {
  cir.call @report_label(%label) : (!cir.ptr<!s8i>) -> ()
  %c0 = cir.const #cir.int<0> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %hits = cir.get_global @hits : !cir.ptr<!iters>
  %hitsp = cir.cast(array_to_ptrdecay, %hits : !cir.ptr<!iters>), !cir.ptr<!s32i>
  %owner = cir.get_global @owner : !cir.ptr<!iters>
  %ownerp = cir.cast(array_to_ptrdecay, %owner : !cir.ptr<!iters>), !cir.ptr<!s32i>
  cir.call @report_loop(%check, %c0, %c4, %hitsp, %ownerp) : (!s32i, !s32i, !s32i, !cir.ptr<!s32i>, !cir.ptr<!s32i>) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %nt = arith.constant 4 : i32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i4 = arith.constant 4 : i32
  %i5 = arith.constant 5 : i32
  %i6 = arith.constant 6 : i32
  %i7 = arith.constant 7 : i32
  %i10 = arith.constant 10 : i32
  %im2 = arith.constant -2 : i32
  %im3 = arith.constant -3 : i32
  %static = cir.const #cir.int<0> : !s32i
  %coverage = cir.const #cir.int<3> : !s32i

  // for i in [0, 6), j in [0, 5): k = i * 5 + j
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv, %jv) : i32 = (%i0, %i0) to (%i6, %i5) step (%i1, %i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %j = builtin.unrealized_conversion_cast %jv : i32 to !s32i
        %c5 = cir.const #cir.int<5> : !s32i
        %i5x = cir.binop(mul, %i, %c5) : !s32i
        %k = cir.binop(add, %i5x, %j) : !s32i
        cir.call @record_iteration(%k) : (!s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l1 = cir.get_global @l_s2 : !cir.ptr<!cir.array<!s8i x 44>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 44>>), !cir.ptr<!s8i>
  cir.call @report(%l1p, %static) : (!cir.ptr<!s8i>, !s32i) -> ()

  // for i in [0, 3), j in [10, 0) step -2: k = i * 5 + (10 - j) / 2
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv, %jv) : i32 = (%i0, %i10) to (%i3, %i0) step (%i1, %im2) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %j = builtin.unrealized_conversion_cast %jv : i32 to !s32i
        %c2 = cir.const #cir.int<2> : !s32i
        %c5 = cir.const #cir.int<5> : !s32i
        %c10 = cir.const #cir.int<10> : !s32i
        %i5x = cir.binop(mul, %i, %c5) : !s32i
        %d = cir.binop(sub, %c10, %j) : !s32i
        %jk = cir.binop(div, %d, %c2) : !s32i
        %k = cir.binop(add, %i5x, %jk) : !s32i
        cir.call @record_iteration(%k) : (!s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l2 = cir.get_global @l_s2neg : !cir.ptr<!cir.array<!s8i x 53>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 53>>), !cir.ptr<!s8i>
  cir.call @report(%l2p, %static) : (!cir.ptr<!s8i>, !s32i) -> ()

  // for i in [0, 2), j in [0, 3), l in [0, 4): k = (i * 3 + j) * 4 + l
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv, %jv, %lv) : i32 = (%i0, %i0, %i0) to (%i2, %i3, %i4) step (%i1, %i1, %i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %j = builtin.unrealized_conversion_cast %jv : i32 to !s32i
        %l = builtin.unrealized_conversion_cast %lv : i32 to !s32i
        %c3 = cir.const #cir.int<3> : !s32i
        %c4 = cir.const #cir.int<4> : !s32i
        %i3x = cir.binop(mul, %i, %c3) : !s32i
        %ij = cir.binop(add, %i3x, %j) : !s32i
        %ij4 = cir.binop(mul, %ij, %c4) : !s32i
        %k = cir.binop(add, %ij4, %l) : !s32i
        cir.call @record_iteration(%k) : (!s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l3 = cir.get_global @l_s3 : !cir.ptr<!cir.array<!s8i x 57>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 57>>), !cir.ptr<!s8i>
  cir.call @report(%l3p, %static) : (!cir.ptr<!s8i>, !s32i) -> ()

  // for i in [0, 4), j in [3, 3): no iteration at all.
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv, %jv) : i32 = (%i0, %i3) to (%i4, %i3) step (%i1, %i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %j = builtin.unrealized_conversion_cast %jv : i32 to !s32i
        %k = cir.binop(add, %i, %j) : !s32i
        cir.call @record_iteration(%k) : (!s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l4 = cir.get_global @l_s2empty : !cir.ptr<!cir.array<!s8i x 44>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 44>>), !cir.ptr<!s8i>
  cir.call @report(%l4p, %static) : (!cir.ptr<!s8i>, !s32i) -> ()

  // for i in [1, 7], j in [-3, 3]: k = (i - 1) * 7 + j + 3
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%iv, %jv) : i32 = (%i1, %im3) to (%i7, %i3) inclusive step (%i1, %i1) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %j = builtin.unrealized_conversion_cast %jv : i32 to !s32i
        %c1 = cir.const #cir.int<1> : !s32i
        %c3 = cir.const #cir.int<3> : !s32i
        %c7 = cir.const #cir.int<7> : !s32i
        %im1 = cir.binop(sub, %i, %c1) : !s32i
        %row = cir.binop(mul, %im1, %c7) : !s32i
        %j3 = cir.binop(add, %j, %c3) : !s32i
        %k = cir.binop(add, %row, %j3) : !s32i
        cir.call @record_iteration(%k) : (!s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l5 = cir.get_global @l_d2 : !cir.ptr<!cir.array<!s8i x 46>>
  %l5p = cir.cast(array_to_ptrdecay, %l5 : !cir.ptr<!cir.array<!s8i x 46>>), !cir.ptr<!s8i>
  cir.call @report(%l5p, %coverage) : (!cir.ptr<!s8i>, !s32i) -> ()
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
