// task depend(in/out/inout): the dependences order the tasks on x
// whatever the threads: the writer (out) runs first although it is slow,
// the reader (in) sees its value, the updater (inout) runs after both, and
// the last reader sees the update. C twin: task_depend.c.
//
// CHECK: depend: the in task read: 1
// CHECK-NEXT: depend: x after out then inout: 12
// CHECK-NEXT: depend: the last in task read: 12

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>

cir.global internal constant @l_r1 = #cir.const_array<"depend: the in task read\00"> : !cir.array<!s8i x 25>
cir.global internal constant @l_x = #cir.const_array<"depend: x after out then inout\00"> : !cir.array<!s8i x 31>
cir.global internal constant @l_r2 = #cir.const_array<"depend: the last in task read\00"> : !cir.array<!s8i x 30>

cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

cir.func internal @print(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %x = cir.alloca !s32i, !cir.ptr<!s32i>, ["x"] {alignment = 4 : i64}
  %first_read = cir.alloca !s32i, !cir.ptr<!s32i>, ["first_read"] {alignment = 4 : i64}
  %second_read = cir.alloca !s32i, !cir.ptr<!s32i>, ["second_read"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %x : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %first_read : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %second_read : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      // task depend(out: x) { usleep(20000); x = 1; }
      omp.task depend(taskdependout -> %x : !cir.ptr<!s32i>) {
        %us = cir.const #cir.int<20000> : !u32i
        %r = cir.call @usleep(%us) : (!u32i) -> !s32i
        %one = cir.const #cir.int<1> : !s32i
        cir.store %one, %x : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      // task depend(in: x) first_read = x;
      omp.task depend(taskdependin -> %x : !cir.ptr<!s32i>) {
        %v = cir.load %x : !cir.ptr<!s32i>, !s32i
        cir.store %v, %first_read : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      // task depend(inout: x) { usleep(10000); x = x * 10 + 2; }
      omp.task depend(taskdependinout -> %x : !cir.ptr<!s32i>) {
        %us = cir.const #cir.int<10000> : !u32i
        %r = cir.call @usleep(%us) : (!u32i) -> !s32i
        %v = cir.load %x : !cir.ptr<!s32i>, !s32i
        %c10 = cir.const #cir.int<10> : !s32i
        %c2 = cir.const #cir.int<2> : !s32i
        %v10 = cir.binop(mul, %v, %c10) : !s32i
        %v2 = cir.binop(add, %v10, %c2) : !s32i
        cir.store %v2, %x : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      // task depend(in: x) second_read = x;
      omp.task depend(taskdependin -> %x : !cir.ptr<!s32i>) {
        %v = cir.load %x : !cir.ptr<!s32i>, !s32i
        cir.store %v, %second_read : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      omp.taskwait
      omp.terminator
    }
    omp.terminator
  }
  %l1 = cir.get_global @l_r1 : !cir.ptr<!cir.array<!s8i x 25>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 25>>), !cir.ptr<!s8i>
  cir.call @print(%l1p, %first_read) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l2 = cir.get_global @l_x : !cir.ptr<!cir.array<!s8i x 31>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 31>>), !cir.ptr<!s8i>
  cir.call @print(%l2p, %x) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l3 = cir.get_global @l_r2 : !cir.ptr<!cir.array<!s8i x 30>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 30>>), !cir.ptr<!s8i>
  cir.call @print(%l3p, %second_read) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
