// taskgroup: waits at its end for all tasks created in it and their
// descendants: 8 child tasks, each creating a slower grandchild task.
// C twin: taskgroup.c.
//
// CHECK: taskgroup: children done at its end: 8
// CHECK-NEXT: taskgroup: grandchildren done at its end: 8

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u32i = !cir.int<u, 32>

cir.global internal constant @l_ch = #cir.const_array<"taskgroup: children done at its end\00"> : !cir.array<!s8i x 36>
cir.global internal constant @l_gch = #cir.const_array<"taskgroup: grandchildren done at its end\00"> : !cir.array<!s8i x 41>

cir.func private @usleep(!u32i) -> !s32i
cir.func private @report_int(!cir.ptr<!s8i>, !s64i)

cir.func internal @print(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %children = cir.alloca !s32i, !cir.ptr<!s32i>, ["children"] {alignment = 4 : i64}
  %grandchildren = cir.alloca !s32i, !cir.ptr<!s32i>, ["grandchildren"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %children : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %grandchildren : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      omp.taskgroup {
        %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
        cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %c8 = cir.const #cir.int<8> : !s32i
          %lt = cir.cmp(lt, %iv, %c8) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          // task shared(children, grandchildren)
          omp.task {
            // task shared(grandchildren) { usleep(5000); atomic grandchildren += 1; }
            omp.task {
              %us = cir.const #cir.int<5000> : !u32i
              %r = cir.call @usleep(%us) : (!u32i) -> !s32i
              omp.atomic.update %grandchildren : !cir.ptr<!s32i> {
              ^bb0(%old: !s32i):
                %one = cir.const #cir.int<1> : !s32i
                %new = cir.binop(add, %old, %one) : !s32i
                omp.yield(%new : !s32i)
              }
              omp.terminator
            }
            // atomic children += 1;
            omp.atomic.update %children : !cir.ptr<!s32i> {
            ^bb0(%old: !s32i):
              %one = cir.const #cir.int<1> : !s32i
              %new = cir.binop(add, %old, %one) : !s32i
              omp.yield(%new : !s32i)
            }
            omp.terminator
          }
          cir.yield
        } step {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %inc = cir.unary(inc, %iv) : !s32i, !s32i
          cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
        omp.terminator
      }
      %l1 = cir.get_global @l_ch : !cir.ptr<!cir.array<!s8i x 36>>
      %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 36>>), !cir.ptr<!s8i>
      cir.call @print(%l1p, %children) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
      %l2 = cir.get_global @l_gch : !cir.ptr<!cir.array<!s8i x 41>>
      %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 41>>), !cir.ptr<!s8i>
      cir.call @print(%l2p, %grandchildren) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
      omp.terminator
    }
    omp.terminator
  }
  cir.return %c0 : !s32i
}
