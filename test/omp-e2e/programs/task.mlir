// task, taskwait, firstprivate, shared and if: one thread creates 20
// tasks, each with its own copy of the loop counter taken when the task is
// created (firstprivate), writing the shared arrays; when taskwait returns
// all 20 have run, each exactly once, at the index and with the value of
// their own counter. A task whose if clause is false is undeferred: it has
// run when the construct ends, without a taskwait. C twin: task.c.
//
// CHECK: tasks complete with their own i when taskwait returned: 20
// CHECK-NEXT: tasks that ran exactly once: 20
// CHECK-NEXT: if(0) task complete when the construct ended: 1

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>
!tasks = !cir.array<!s32i x 20>

cir.global internal constant @l_complete = #cir.const_array<"tasks complete with their own i when taskwait returned\00"> : !cir.array<!s8i x 55>
cir.global internal constant @l_once = #cir.const_array<"tasks that ran exactly once\00"> : !cir.array<!s8i x 28>
cir.global internal constant @l_undeferred = #cir.const_array<"if(0) task complete when the construct ended\00"> : !cir.array<!s8i x 45>

cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

// firstprivate(i): the task's own int, copied when the task is created.
omp.private {type = firstprivate} @i.firstprivatizer : i32 copy {
^bb0(%from: !cir.ptr<!s32i>, %to: !cir.ptr<!s32i>):
  %v = cir.load %from : !cir.ptr<!s32i>, !s32i
  cir.store %v, %to : !s32i, !cir.ptr<!s32i>
  omp.yield(%to : !cir.ptr<!s32i>)
}

cir.func internal @print(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %runs = cir.alloca !tasks, !cir.ptr<!tasks>, ["runs"] {alignment = 16 : i64}
  %values = cir.alloca !tasks, !cir.ptr<!tasks>, ["values"] {alignment = 16 : i64}
  %complete = cir.alloca !s32i, !cir.ptr<!s32i>, ["complete"] {alignment = 4 : i64}
  %once = cir.alloca !s32i, !cir.ptr<!s32i>, ["once"] {alignment = 4 : i64}
  %undeferred = cir.alloca !s32i, !cir.ptr<!s32i>, ["undeferred"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %zeros = cir.const #cir.zero : !tasks
  cir.store %zeros, %runs : !tasks, !cir.ptr<!tasks>
  cir.store %zeros, %values : !tasks, !cir.ptr<!tasks>
  cir.store %c0, %complete : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %once : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %undeferred : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32
  %false = arith.constant false
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
      %flag = cir.alloca !s32i, !cir.ptr<!s32i>, ["flag"] {alignment = 4 : i64}
      %c20 = cir.const #cir.int<20> : !s32i
      // for (int i = 0; i < 20; i++) task firstprivate(i) shared(runs, values)
      cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
      cir.for : cond {
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %lt = cir.cmp(lt, %iv, %c20) : !s32i, !cir.bool
        cir.condition(%lt)
      } body {
        omp.task private(@i.firstprivatizer %i -> %pi : !cir.ptr<!s32i>) {
          %k = cir.load %pi : !cir.ptr<!s32i>, !s32i
          // usleep(500 * (i % 4));
          %c4 = cir.const #cir.int<4> : !s32i
          %c500 = cir.const #cir.int<500> : !s32i
          %m = cir.binop(rem, %k, %c4) : !s32i
          %d = cir.binop(mul, %c500, %m) : !s32i
          %du = cir.cast(integral, %d : !s32i), !u32i
          %r = cir.call @usleep(%du) : (!u32i) -> !s32i
          // runs[i] = runs[i] + 1; values[i] = i * i + 1;
          %rp = cir.cast(array_to_ptrdecay, %runs : !cir.ptr<!tasks>), !cir.ptr<!s32i>
          %rslot = cir.ptr_stride(%rp : !cir.ptr<!s32i>, %k : !s32i), !cir.ptr<!s32i>
          %n = cir.load %rslot : !cir.ptr<!s32i>, !s32i
          %n1 = cir.binop(add, %n, %c1) : !s32i
          cir.store %n1, %rslot : !s32i, !cir.ptr<!s32i>
          %kk = cir.binop(mul, %k, %k) : !s32i
          %v = cir.binop(add, %kk, %c1) : !s32i
          %vp = cir.cast(array_to_ptrdecay, %values : !cir.ptr<!tasks>), !cir.ptr<!s32i>
          %vslot = cir.ptr_stride(%vp : !cir.ptr<!s32i>, %k : !s32i), !cir.ptr<!s32i>
          cir.store %v, %vslot : !s32i, !cir.ptr<!s32i>
          omp.terminator
        }
        cir.yield
      } step {
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %inc = cir.unary(inc, %iv) : !s32i, !s32i
        cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
        cir.yield
      }
      omp.taskwait
      // for (int i = 0; i < 20; i++) { complete += values[i] == i * i + 1; once += runs[i] == 1; }
      cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
      cir.for : cond {
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %lt = cir.cmp(lt, %iv, %c20) : !s32i, !cir.bool
        cir.condition(%lt)
      } body {
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %vp = cir.cast(array_to_ptrdecay, %values : !cir.ptr<!tasks>), !cir.ptr<!s32i>
        %vslot = cir.ptr_stride(%vp : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
        %v = cir.load %vslot : !cir.ptr<!s32i>, !s32i
        %ii = cir.binop(mul, %iv, %iv) : !s32i
        %want = cir.binop(add, %ii, %c1) : !s32i
        %vok = cir.cmp(eq, %v, %want) : !s32i, !cir.bool
        %voki = cir.cast(bool_to_int, %vok : !cir.bool), !s32i
        %cv = cir.load %complete : !cir.ptr<!s32i>, !s32i
        %cv2 = cir.binop(add, %cv, %voki) : !s32i
        cir.store %cv2, %complete : !s32i, !cir.ptr<!s32i>
        %rp = cir.cast(array_to_ptrdecay, %runs : !cir.ptr<!tasks>), !cir.ptr<!s32i>
        %rslot = cir.ptr_stride(%rp : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
        %n = cir.load %rslot : !cir.ptr<!s32i>, !s32i
        %nok = cir.cmp(eq, %n, %c1) : !s32i, !cir.bool
        %noki = cir.cast(bool_to_int, %nok : !cir.bool), !s32i
        %ov = cir.load %once : !cir.ptr<!s32i>, !s32i
        %ov2 = cir.binop(add, %ov, %noki) : !s32i
        cir.store %ov2, %once : !s32i, !cir.ptr<!s32i>
        cir.yield
      } step {
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %inc = cir.unary(inc, %iv) : !s32i, !s32i
        cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
        cir.yield
      }
      // int flag = 0; task if(0) shared(flag) { usleep(20000); flag = 1; } undeferred = flag;
      cir.store %c0, %flag : !s32i, !cir.ptr<!s32i>
      omp.task if(%false) {
        %us = cir.const #cir.int<20000> : !u32i
        %r = cir.call @usleep(%us) : (!u32i) -> !s32i
        cir.store %c1, %flag : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      %f = cir.load %flag : !cir.ptr<!s32i>, !s32i
      cir.store %f, %undeferred : !s32i, !cir.ptr<!s32i>
      omp.terminator
    }
    omp.terminator
  }
  %l1 = cir.get_global @l_complete : !cir.ptr<!cir.array<!s8i x 55>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 55>>), !cir.ptr<!s8i>
  cir.call @print(%l1p, %complete) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l2 = cir.get_global @l_once : !cir.ptr<!cir.array<!s8i x 28>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 28>>), !cir.ptr<!s8i>
  cir.call @print(%l2p, %once) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l3 = cir.get_global @l_undeferred : !cir.ptr<!cir.array<!s8i x 45>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 45>>), !cir.ptr<!s8i>
  cir.call @print(%l3p, %undeferred) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
