// critical, unnamed and named: one thread at a time runs a critical
// section of a given name, so a read-modify-write that is not atomic (a
// load, a yield of the processor that lets other threads run, an add, a
// store) reaches the exact total under contention; two different names
// protect two counters. C twin: critical.c.
//
// CHECK: unnamed critical: 4 threads x 2000 increments: 8000
// CHECK-NEXT: critical(alpha): 4 threads x 1000 x 2: 8000
// CHECK-NEXT: critical(beta): 4 threads x 1000 x 3: 12000

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>

cir.global internal constant @l_c = #cir.const_array<"unnamed critical: 4 threads x 2000 increments\00"> : !cir.array<!s8i x 46>
cir.global internal constant @l_a = #cir.const_array<"critical(alpha): 4 threads x 1000 x 2\00"> : !cir.array<!s8i x 38>
cir.global internal constant @l_b = #cir.const_array<"critical(beta): 4 threads x 1000 x 3\00"> : !cir.array<!s8i x 37>

cir.func private @report_int(!cir.ptr<!s8i>, !s64i)
cir.func private @sched_yield() -> !s32i

omp.critical.declare @alpha
omp.critical.declare @beta

cir.func internal @print(%label: !cir.ptr<!s8i>, %p: !cir.ptr<!s32i>) {
  %v = cir.load %p : !cir.ptr<!s32i>, !s32i
  %v64 = cir.cast(integral, %v : !s32i), !s64i
  cir.call @report_int(%label, %v64) : (!cir.ptr<!s8i>, !s64i) -> ()
  cir.return
}

cir.func @main() -> !s32i {
  %counter = cir.alloca !s32i, !cir.ptr<!s32i>, ["counter"] {alignment = 4 : i64}
  %a = cir.alloca !s32i, !cir.ptr<!s32i>, ["a"] {alignment = 4 : i64}
  %b = cir.alloca !s32i, !cir.ptr<!s32i>, ["b"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %counter : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %a : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %b : !s32i, !cir.ptr<!s32i>
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    %one = cir.const #cir.int<1> : !s32i
    // for (int i = 0; i < 2000; i++) critical { v = counter; sched_yield(); counter = v + 1; }
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<2000> : !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      omp.critical {
        %v = cir.load %counter : !cir.ptr<!s32i>, !s32i
        %y = cir.call @sched_yield() : () -> !s32i
        %v1 = cir.binop(add, %v, %one) : !s32i
        cir.store %v1, %counter : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    // for (int i = 0; i < 1000; i++) { critical(alpha) { v = a; sched_yield(); a = v + 2; }
    //   critical(beta) { v = b; sched_yield(); b = v + 3; } }
    cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
      %n = cir.const #cir.int<1000> : !s32i
      %lt = cir.cmp(lt, %jv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      omp.critical(@alpha) {
        %v = cir.load %a : !cir.ptr<!s32i>, !s32i
        %y = cir.call @sched_yield() : () -> !s32i
        %k2 = cir.const #cir.int<2> : !s32i
        %v1 = cir.binop(add, %v, %k2) : !s32i
        cir.store %v1, %a : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      omp.critical(@beta) {
        %v = cir.load %b : !cir.ptr<!s32i>, !s32i
        %y = cir.call @sched_yield() : () -> !s32i
        %k3 = cir.const #cir.int<3> : !s32i
        %v1 = cir.binop(add, %v, %k3) : !s32i
        cir.store %v1, %b : !s32i, !cir.ptr<!s32i>
        omp.terminator
      }
      cir.yield
    } step {
      %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
      %inc = cir.unary(inc, %jv) : !s32i, !s32i
      cir.store %inc, %j : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    omp.terminator
  }
  %l1 = cir.get_global @l_c : !cir.ptr<!cir.array<!s8i x 46>>
  %l1p = cir.cast(array_to_ptrdecay, %l1 : !cir.ptr<!cir.array<!s8i x 46>>), !cir.ptr<!s8i>
  cir.call @print(%l1p, %counter) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l2 = cir.get_global @l_a : !cir.ptr<!cir.array<!s8i x 38>>
  %l2p = cir.cast(array_to_ptrdecay, %l2 : !cir.ptr<!cir.array<!s8i x 38>>), !cir.ptr<!s8i>
  cir.call @print(%l2p, %a) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  %l3 = cir.get_global @l_b : !cir.ptr<!cir.array<!s8i x 37>>
  %l3p = cir.cast(array_to_ptrdecay, %l3 : !cir.ptr<!cir.array<!s8i x 37>>), !cir.ptr<!s8i>
  cir.call @print(%l3p, %b) : (!cir.ptr<!s8i>, !cir.ptr<!s32i>) -> ()
  cir.return %c0 : !s32i
}
