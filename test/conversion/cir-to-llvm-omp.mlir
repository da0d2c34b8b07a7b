// omp ops inside cir functions pass through convert-cir-to-llvm: they keep
// their place, their operands and block arguments get llvm types, and the
// cir ops in their regions are lowered. Allocas gather at the start of
// their own region (the parallel region is outlined later), and a
// builtin.unrealized_conversion_cast that hands a cir integer to an omp
// loop bound is the converted value itself.
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s --check-prefix=NOCIR
// NOCIR-NOT: cir.
// NOCIR-NOT: unrealized_conversion_cast

// CHECK-LABEL: llvm.func @par(%arg0: i32, %arg1: !llvm.ptr)
// CHECK-NEXT:    omp.parallel {
// CHECK-NEXT:      %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %[[X:.*]] = llvm.alloca %[[ONE]] x i32
// CHECK-NEXT:      %[[ONE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %[[I:.*]] = llvm.alloca %[[ONE2]] x i32
// CHECK-NEXT:      llvm.br ^bb1
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      llvm.store %arg0, %[[I]]
// CHECK-NEXT:      llvm.br ^bb2
// CHECK-NEXT:    ^bb2:
// CHECK-NEXT:      %[[V:.*]] = llvm.load %arg1
// CHECK-NEXT:      llvm.store %[[V]], %[[X]]
// CHECK-NEXT:      omp.barrier
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[LB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[UB:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:    omp.wsloop {
// CHECK-NEXT:      omp.loop_nest (%[[IV:.*]]) : i32 = (%[[LB]]) to (%[[UB]]) inclusive step (%[[LB]]) {
// CHECK-NEXT:        llvm.store %[[IV]], %arg1 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:        omp.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.return
!s32i = !cir.int<s, 32>
cir.func @par(%n: !s32i, %p: !cir.ptr<!s32i>) {
  omp.parallel {
    %x = cir.alloca !s32i, !cir.ptr<!s32i>, ["x"] {alignment = 4 : i64}
    cir.scope {
      %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
    }
    %v = cir.load %p : !cir.ptr<!s32i>, !s32i
    cir.store %v, %x : !s32i, !cir.ptr<!s32i>
    omp.barrier
    omp.terminator
  }
  %c = cir.const #cir.int<1> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %lb = builtin.unrealized_conversion_cast %c : !s32i to i32
  %ub = builtin.unrealized_conversion_cast %c10 : !s32i to i32
  omp.wsloop {
    omp.loop_nest (%iv) : i32 = (%lb) to (%ub) inclusive step (%lb) {
      %civ = builtin.unrealized_conversion_cast %iv : i32 to !s32i
      cir.store %civ, %p : !s32i, !cir.ptr<!s32i>
      omp.yield
    }
  }
  cir.return
}
