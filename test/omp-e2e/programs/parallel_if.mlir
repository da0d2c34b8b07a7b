// parallel if(cond): a false condition runs the region serially, on a team
// of one (the encountering thread, thread 0), whatever num_threads asks; a
// true one forks the team asked for. The conditions are known only at run
// time. C twin: parallel_if.c.
//
// CHECK: if(false) num_threads(4): ran by threads 0; team sizes seen: 1; each once
// CHECK-NEXT: if(false): ran by threads 0; team sizes seen: 1; each once
// CHECK-NEXT: if(true) num_threads(3): ran by threads 0 1 2; team sizes seen: 3 3 3; each once

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!threads = !cir.array<!s32i x 16>

cir.global internal @ran : !threads
cir.global internal @team : !threads
cir.global internal constant @l_f4 = #cir.const_array<"if(false) num_threads(4)\00"> : !cir.array<!s8i x 25>
cir.global internal constant @l_f = #cir.const_array<"if(false)\00"> : !cir.array<!s8i x 10>
cir.global internal constant @l_t3 = #cir.const_array<"if(true) num_threads(3)\00"> : !cir.array<!s8i x 24>

cir.func private @omp_get_thread_num() -> !s32i
cir.func private @omp_get_num_threads() -> !s32i
cir.func private @report_team(!cir.ptr<!s8i>, !cir.ptr<!s32i>, !cir.ptr<!s32i>)

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
  // int yes = argc > 0, no = argc > 100;
  %c0 = cir.const #cir.int<0> : !s32i
  %c100 = cir.const #cir.int<100> : !s32i
  %yes = cir.cmp(gt, %argc, %c0) : !s32i, !cir.bool
  %no = cir.cmp(gt, %argc, %c100) : !s32i, !cir.bool
  %yesi = builtin.unrealized_conversion_cast %yes : !cir.bool to i1
  %noi = builtin.unrealized_conversion_cast %no : !cir.bool to i1

  %c4 = arith.constant 4 : i32
  omp.parallel if(%noi) num_threads(%c4 : i32) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l1 = cir.get_global @l_f4 : !cir.ptr<!cir.array<!s8i x 25>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 25>>), !cir.ptr<!s8i>
  cir.call @report(%l1p) : (!cir.ptr<!s8i>) -> ()

  omp.parallel if(%noi) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l2 = cir.get_global @l_f : !cir.ptr<!cir.array<!s8i x 10>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
  cir.call @report(%l2p) : (!cir.ptr<!s8i>) -> ()

  %c3 = arith.constant 3 : i32
  omp.parallel if(%yesi) num_threads(%c3 : i32) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l3 = cir.get_global @l_t3 : !cir.ptr<!cir.array<!s8i x 24>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 24>>), !cir.ptr<!s8i>
  cir.call @report(%l3p) : (!cir.ptr<!s8i>) -> ()
  cir.return %c0 : !s32i
}
