// parallel proc_bind(primary | close | spread): the binding policy changes
// where threads run, not which threads run: the whole team asked for runs
// the region once per thread. C twin: parallel_proc_bind.c.
//
// CHECK: proc_bind(close): ran by threads 0 1 2 3; team sizes seen: 4 4 4 4; each once
// CHECK-NEXT: proc_bind(spread): ran by threads 0 1 2 3; team sizes seen: 4 4 4 4; each once
// CHECK-NEXT: proc_bind(primary): ran by threads 0 1 2; team sizes seen: 3 3 3; each once

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!threads = !cir.array<!s32i x 16>

cir.global internal @ran : !threads
cir.global internal @team : !threads
cir.global internal constant @l_close = #cir.const_array<"proc_bind(close)\00"> : !cir.array<!s8i x 17>
cir.global internal constant @l_spread = #cir.const_array<"proc_bind(spread)\00"> : !cir.array<!s8i x 18>
cir.global internal constant @l_primary = #cir.const_array<"proc_bind(primary)\00"> : !cir.array<!s8i x 19>

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

cir.func @main() -> !s32i {
  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) proc_bind(close) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l1 = cir.get_global @l_close : !cir.ptr<!cir.array<!s8i x 17>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  cir.call @report(%l1p) : (!cir.ptr<!s8i>) -> ()

  omp.parallel num_threads(%c4 : i32) proc_bind(spread) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l2 = cir.get_global @l_spread : !cir.ptr<!cir.array<!s8i x 18>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 18>>), !cir.ptr<!s8i>
  cir.call @report(%l2p) : (!cir.ptr<!s8i>) -> ()

  %c3 = arith.constant 3 : i32
  omp.parallel num_threads(%c3 : i32) proc_bind(primary) {
    cir.call @record_thread() : () -> ()
    omp.terminator
  }
  %l3 = cir.get_global @l_primary : !cir.ptr<!cir.array<!s8i x 19>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 19>>), !cir.ptr<!s8i>
  cir.call @report(%l3p) : (!cir.ptr<!s8i>) -> ()
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
