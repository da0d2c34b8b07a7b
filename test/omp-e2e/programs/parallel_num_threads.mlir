// parallel: num_threads (constant, runtime value, one, more threads than
// cores) and shared variables: every thread of the team runs the region once
// and sees the team size asked for; writes to shared locals are seen after
// the region. C twin: parallel_num_threads.c.
//
// CHECK: num_threads(4): ran by threads 0 1 2 3; team sizes seen: 4 4 4 4; each once
// CHECK-NEXT: num_threads(1): ran by threads 0; team sizes seen: 1; each once
// CHECK-NEXT: num_threads(argc + 2): ran by threads 0 1 2; team sizes seen: 3 3 3; each once
// CHECK-NEXT: num_threads(7): ran by threads 0 1 2 3 4 5 6; team sizes seen: 7 7 7 7 7 7 7; each once
// CHECK-NEXT: shared slots sum: 64
// CHECK-NEXT: shared flag: 42

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!threads = !cir.array<!s32i x 16>

cir.global internal @ran : !threads
cir.global internal @team : !threads
cir.global internal constant @l_nt4 = #cir.const_array<"num_threads(4)\00"> : !cir.array<!s8i x 15>
cir.global internal constant @l_nt1 = #cir.const_array<"num_threads(1)\00"> : !cir.array<!s8i x 15>
cir.global internal constant @l_ntn = #cir.const_array<"num_threads(argc + 2)\00"> : !cir.array<!s8i x 22>
cir.global internal constant @l_nt7 = #cir.const_array<"num_threads(7)\00"> : !cir.array<!s8i x 15>
cir.global internal constant @l_sum = #cir.const_array<"shared slots sum\00"> : !cir.array<!s8i x 17>
cir.global internal constant @l_flag = #cir.const_array<"shared flag\00"> : !cir.array<!s8i x 12>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @omp_get_num_threads() -> !s32i
cir.func private @report_team(!cir.ptr<!s8i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>)
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// ran[t] += 1; team[t] = omp_get_num_threads();
cir.func internal @record_thread() {
  %t = cir.call @omp_get_thread_num() : () -> !s32i
  %ran = cir.get_global @ran : !cir.ptr<!threads>
  %ranp = cir.cast(array_to_ptrdecay, %ran : !cir.ptr<!threads>), !cir.ptr<!s32i>
  %slot = cir.ptr_stride(%ranp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
  %old = cir.load %slot : !cir.ptr<!s32i>, !s32i
  %new = cir.unary(inc, %old) : !s32i, !s32i
  cir.store %new, %slot : !s32i, !cir.ptr<!s32i>
  %n = cir.call @omp_get_num_threads() : () -> !s32i
  %team = cir.get_global @team : !cir.ptr<!threads>
  %teamp = cir.cast(array_to_ptrdecay, %team : !cir.ptr<!threads>), !cir.ptr<!s32i>
  %tslot = cir.ptr_stride(%teamp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
  cir.store %n, %tslot : !s32i, !cir.ptr<!s32i>
  cir.return
}

cir.func internal @report(%label: !cir.ptr<!s8i>) {
  %ran = cir.get_global @ran : !cir.ptr<!threads>
  %ranp = cir.cast(array_to_ptrdecay, %ran : !cir.ptr<!threads>), !cir.ptr<!s32i>
  %team = cir.get_global @team : !cir.ptr<!threads>
  %teamp = cir.cast(array_to_ptrdecay, %team : !cir.ptr<!threads>), !cir.ptr<!s32i>
  cir.call @report_team(%label, %ranp, %teamp) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>) -> ()
  cir.return
}

cir.func @main(%argc: !s32i, %argv: !cir.ptr<!cir.ptr<!s8i>>) -> !s32i {
  %slots = cir.alloca !threads, !cir.ptr<!threads>, ["slots"] {alignment = 16 : i64}
  %flag = cir.alloca !s32i, !cir.ptr<!s32i>, ["flag"] {alignment = 4 : i64}
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %zero = cir.const #cir.int<0> : !s32i
  %one = cir.const #cir.int<1> : !s32i

  // #pragma omp parallel num_threads(4), the body written out.
  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) {
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %ran = cir.get_global @ran : !cir.ptr<!threads>
    %ranp = cir.cast(array_to_ptrdecay, %ran : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %slot = cir.ptr_stride(%ranp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    %old = cir.load %slot : !cir.ptr<!s32i>, !s32i
    %new = cir.unary(inc, %old) : !s32i, !s32i
    cir.store %new, %slot : !s32i, !cir.ptr<!s32i>
    %n = cir.call @omp_get_num_threads() : () -> !s32i
    %team = cir.get_global @team : !cir.ptr<!threads>
    %teamp = cir.cast(array_to_ptrdecay, %team : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %tslot = cir.ptr_stride(%teamp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %n, %tslot : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  %l4 = cir.get_global @l_nt4 : !cir.ptr<!cir.array<!s8i x 15>>
  %l4p = cir.cast(array_to_ptrdecay, %l4 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  cir.call @report(%l4p) : (!cir.ptr<!s8i>) -> ()

  %c1 = arith.constant 1 : i32
  omp.parallel num_threads(%c1 : i32) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l1 = cir.get_global @l_nt1 : !cir.ptr<!cir.array<!s8i x 15>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  cir.call @report(%l1p) : (!cir.ptr<!s8i>) -> ()

  // int n = argc + 2; a team size known only at run time.
  %c2 = cir.const #cir.int<2> : !s32i
  %n = cir.binop(add, %argc, %c2) : !s32i
  %ni = builtin.unrealized_conversion_cast %n : !s32i to i32
  omp.parallel num_threads(%ni : i32) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %ln = cir.get_global @l_ntn : !cir.ptr<!cir.array<!s8i x 22>>
  %lnp = cir.cast(array_to_ptrdecay, %ln : !cir.ptr<!cir.array<!s8i x 22>>), !cir.ptr<!s8i>
  cir.call @report(%lnp) : (!cir.ptr<!s8i>) -> ()

  // More threads than the machine's cores.
  %c7 = arith.constant 7 : i32
  omp.parallel num_threads(%c7 : i32) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l7 = cir.get_global @l_nt7 : !cir.ptr<!cir.array<!s8i x 15>>
  %l7p = cir.cast(array_to_ptrdecay, %l7 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  cir.call @report(%l7p) : (!cir.ptr<!s8i>) -> ()

  // int slots[16] = {0}; int flag = 0;
  // #pragma omp parallel num_threads(4) shared(slots, flag)
  %zeros = cir.const #cir.zero : !threads
  cir.store %zeros, %slots : !threads, !cir.ptr<!threads>
  cir.store %zero, %flag : !s32i, !cir.ptr<!s32i>
  omp.parallel num_threads(%c4 : i32) {
    %t = cir.call @omp_get_thread_num() : () -> !s32i
    %c10 = cir.const #cir.int<10> : !s32i
    %t10 = cir.binop(mul, %c10, %t) : !s32i
    %v = cir.binop(add, %t10, %one) : !s32i
    %sp = cir.cast(array_to_ptrdecay, %slots : !cir.ptr<!threads>), !cir.ptr<!s32i>
    %slot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %t : !s32i), !cir.ptr<!s32i>
    cir.store %v, %slot : !s32i, !cir.ptr<!s32i>
    %first = cir.cmp(eq, %t, %zero) : !s32i, !cir.bool
    cir.if %first {
      %c42 = cir.const #cir.int<42> : !s32i
      cir.store %c42, %flag : !s32i, !cir.ptr<!s32i>
    }
    omp.terminator
  }
  // for (int t = 0; t < 16; t++) sum += slots[t];
  cir.store %zero, %sum : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
    cir.store %zero, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c16 = cir.const #cir.int<16> : !s32i
      %lt = cir.cmp(lt, %iv, %c16) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %sp = cir.cast(array_to_ptrdecay, %slots : !cir.ptr<!threads>), !cir.ptr<!s32i>
      %slot = cir.ptr_stride(%sp : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %v = cir.load %slot : !cir.ptr<!s32i>, !s32i
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %v) : !s32i
      cir.store %s2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %ls = cir.get_global @l_sum : !cir.ptr<!cir.array<!s8i x 17>>
  %lsp = cir.cast(array_to_ptrdecay, %ls : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %sv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %sv64 = cir.cast(integral, %sv : !s32i), !s64i
  cir.call @report_int(%lsp, %sv64) : (!cir.ptr<!s8i>, !s64i) -> ()
  %lf = cir.get_global @l_flag : !cir.ptr<!cir.array<!s8i x 12>>
  %lfp = cir.cast(array_to_ptrdecay, %lf : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
  %fv = cir.load %flag : !cir.ptr<!s32i>, !s32i
  %fv64 = cir.cast(integral, %fv : !s32i), !s64i
  cir.call @report_int(%lfp, %fv64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return %zero : !s32i
}
