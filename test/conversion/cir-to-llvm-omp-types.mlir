// The cir types that omp ops hold in type attributes (a reduction's and a
// privatizer's type) are converted with their regions.
// RUN: strata-opt --convert-to-llvm %s | FileCheck %s

!s32i = !cir.int<s, 32>
omp.declare_reduction @add_s32 : !s32i init {
^bb0(%arg: !s32i):
  %0 = cir.const #cir.int<0> : !s32i
  omp.yield(%0 : !s32i)
} combiner {
^bb0(%a: !s32i, %b: !s32i):
  %1 = cir.binop(add, %a, %b) : !s32i
  omp.yield(%1 : !s32i)
}
omp.private {type = firstprivate} @fp_s32 : !s32i copy {
^bb0(%from: !cir.ptr<!s32i>, %to: !cir.ptr<!s32i>):
  %v = cir.load %from : !cir.ptr<!s32i>, !s32i
  cir.store %v, %to : !s32i, !cir.ptr<!s32i>
  omp.yield(%to : !cir.ptr<!s32i>)
}
omp.private {type = private} @p_s32 : !s32i

// CHECK:      omp.declare_reduction @add_s32 : i32 init {
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK:      } combiner {
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK:      omp.private {type = firstprivate} @fp_s32 : i32 copy {
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
// CHECK:      omp.private {type = private} @p_s32 : i32
// CHECK-NOT:  !cir.
