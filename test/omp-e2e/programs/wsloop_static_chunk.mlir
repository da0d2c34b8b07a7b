// wsloop schedule(static, chunk): every iteration runs exactly once and
// chunk k goes to thread k % 4 (OpenMP fixes the assignment), for upward and
// downward steps, exclusive and inclusive bounds, trip counts 0, 1 and many,
// chunks of 1 and larger than the trip count.
// C twin: wsloop_static_chunk.c.
//
// CHECK: static chunked [0, 100) step 1: 100 iterations, 0 repeated, 0 missing; chunks of 3 round-robin: yes
// CHECK-NEXT: static chunked [0, 100) step 1: 100 iterations, 0 repeated, 0 missing; chunks of 1 round-robin: yes
// CHECK-NEXT: static chunked [-20, 50) step 7: 10 iterations, 0 repeated, 0 missing; chunks of 2 round-robin: yes
// CHECK-NEXT: static chunked [100, 0) step -3: 34 iterations, 0 repeated, 0 missing; chunks of 5 round-robin: yes
// CHECK-NEXT: static chunked [0, 1000) step 1: 1000 iterations, 0 repeated, 0 missing; chunks of 64 round-robin: yes
// CHECK-NEXT: static chunked [7, 8) step 1: 1 iterations, 0 repeated, 0 missing; chunks of 3 round-robin: yes
// CHECK-NEXT: static chunked [5, 5) step 1: 0 iterations, 0 repeated, 0 missing; chunks of 3 round-robin: yes
// CHECK-NEXT: static chunked [10, 0) step 1: 0 iterations, 0 repeated, 0 missing; chunks of 2 round-robin: yes
// CHECK-NEXT: static chunked [0, 10) step 1: 10 iterations, 0 repeated, 0 missing; chunks of 200 round-robin: yes
// CHECK-NEXT: static chunked [1, 10] step 1: 10 iterations, 0 repeated, 0 missing; chunks of 3 round-robin: yes
// CHECK-NEXT: static chunked [10, -10] step -4: 6 iterations, 0 repeated, 0 missing; chunks of 1 round-robin: yes
// CHECK-NEXT: static chunked [3, 3] step 1: 1 iterations, 0 repeated, 0 missing; chunks of 4 round-robin: yes

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!iters = !cir.array<!s32i x 1024>

cir.global internal @hits : !iters
cir.global internal @owner : !iters
cir.global internal constant @l_static_chunked = #cir.const_array<"static chunked\00"> : !cir.array<!s8i x 15>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @report_bounds(!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i)
cir.func private @report_loop(!s32i, !s32i, !s32i, !cir.ptr<!s32i>, !cir.ptr<!s32i>)

// Logical iteration k = (i - lb) / step: hits[k] += 1; owner[k] = thread.
cir.func internal @record_iteration(%i: !s32i, %lb: !s32i, %step: !s32i) {
  %d = cir.binop(sub, %i, %lb) : !s32i
  %k = cir.binop(div, %d, %step) : !s32i
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

// report_bounds(label, lb, ub, step, inclusive); report_loop(check, chunk, 4, hits, owner)
cir.func internal @report(%label: !cir.ptr<!s8i>, %lb: !s32i, %ub: !s32i, %step: !s32i, %inclusive: !s32i, %check: !s32i, %chunk: !s32i) {
  cir.call @report_bounds(%label, %lb, %ub, %step, %inclusive) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> ()
  %c4 = cir.const #cir.int<4> : !s32i
  %hits = cir.get_global @hits : !cir.ptr<!iters>
  %hitsp = cir.cast(array_to_ptrdecay, %hits : !cir.ptr<!iters>), !cir.ptr<!s32i>
  %owner = cir.get_global @owner : !cir.ptr<!iters>
  %ownerp = cir.cast(array_to_ptrdecay, %owner : !cir.ptr<!iters>), !cir.ptr<!s32i>
  cir.call @report_loop(%check, %chunk, %c4, %hitsp, %ownerp) : (!s32i, !s32i, !s32i, !cir.ptr<!s32i>, !cir.ptr<!s32i>) -> ()
  cir.return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(static, chunk) over [lb, ub) by step
cir.func internal @loop(%lb: !s32i, %ub: !s32i, %step: !s32i, %chunk: !s32i) {
  %lbi = builtin.unrealized_conversion_cast %lb : !s32i to i32
  %ubi = builtin.unrealized_conversion_cast %ub : !s32i to i32
  %stepi = builtin.unrealized_conversion_cast %step : !s32i to i32
  %chunki = builtin.unrealized_conversion_cast %chunk : !s32i to i32
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static = %chunki : i32) {
      omp.loop_nest (%iv) : i32 = (%lbi) to (%ubi) step (%stepi) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        cir.call @record_iteration(%i, %lb, %step) : (!s32i, !s32i, !s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = cir.get_global @l_static_chunked : !cir.ptr<!cir.array<!s8i x 15>>
  %lp = cir.cast(array_to_ptrdecay, %l : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %zero = cir.const #cir.int<0> : !s32i
  %incl = cir.const #cir.int<0> : !s32i
  %check = cir.const #cir.int<1> : !s32i
  cir.call @report(%lp, %lb, %ub, %step, %incl, %check, %chunk) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i, !s32i, !s32i) -> ()
  cir.return
}

// #pragma omp parallel num_threads(4) / #pragma omp for schedule(static, chunk) over [lb, ub] by step
cir.func internal @loop_inclusive(%lb: !s32i, %ub: !s32i, %step: !s32i, %chunk: !s32i) {
  %lbi = builtin.unrealized_conversion_cast %lb : !s32i to i32
  %ubi = builtin.unrealized_conversion_cast %ub : !s32i to i32
  %stepi = builtin.unrealized_conversion_cast %step : !s32i to i32
  %chunki = builtin.unrealized_conversion_cast %chunk : !s32i to i32
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static = %chunki : i32) {
      omp.loop_nest (%iv) : i32 = (%lbi) to (%ubi) inclusive step (%stepi) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        cir.call @record_iteration(%i, %lb, %step) : (!s32i, !s32i, !s32i) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l = cir.get_global @l_static_chunked : !cir.ptr<!cir.array<!s8i x 15>>
  %lp = cir.cast(array_to_ptrdecay, %l : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %zero = cir.const #cir.int<0> : !s32i
  %incl = cir.const #cir.int<1> : !s32i
  %check = cir.const #cir.int<1> : !s32i
  cir.call @report(%lp, %lb, %ub, %step, %incl, %check, %chunk) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i, !s32i, !s32i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %cm20 = cir.const #cir.int<-20> : !s32i
  %cm10 = cir.const #cir.int<-10> : !s32i
  %cm4 = cir.const #cir.int<-4> : !s32i
  %cm3 = cir.const #cir.int<-3> : !s32i
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %c5 = cir.const #cir.int<5> : !s32i
  %c7 = cir.const #cir.int<7> : !s32i
  %c8 = cir.const #cir.int<8> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %c50 = cir.const #cir.int<50> : !s32i
  %c64 = cir.const #cir.int<64> : !s32i
  %c100 = cir.const #cir.int<100> : !s32i
  %c200 = cir.const #cir.int<200> : !s32i
  %c1000 = cir.const #cir.int<1000> : !s32i
  cir.call @loop(%c0, %c100, %c1, %c3) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c0, %c100, %c1, %c1) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%cm20, %c50, %c7, %c2) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c100, %c0, %cm3, %c5) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c0, %c1000, %c1, %c64) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c7, %c8, %c1, %c3) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c5, %c5, %c1, %c3) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c10, %c0, %c1, %c2) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop(%c0, %c10, %c1, %c200) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop_inclusive(%c1, %c10, %c1, %c3) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop_inclusive(%c10, %cm10, %cm4, %c1) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.call @loop_inclusive(%c3, %c3, %c1, %c4) : (!s32i, !s32i, !s32i, !s32i) -> ()
  cir.return %c0 : !s32i
}
