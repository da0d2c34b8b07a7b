// The target family: map.info with map type bits and bounds, the data
// constructs, target with teams and distribute, and the requires module
// attribute.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | filecheck %s

module attributes {omp.requires = #omp<clause_requires unified_shared_memory>} {
  func.func @offload(%a: !llvm.ptr, %c0: i64, %c9: i64) {
    %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c9 : i64)
    %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<10 x f64>) map_clauses(close, tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "a"}
    %e = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(alloc) capture(ByRef) -> !llvm.ptr
    omp.target_enter_data map_entries(%e : !llvm.ptr)
    omp.target map_entries(%m -> %arg : !llvm.ptr) {
      %k = arith.constant 2 : i32
      omp.teams num_teams( to %k : i32) {
        omp.distribute {
          omp.loop_nest (%i) : i32 = (%k) to (%k) step (%k) {
            omp.yield
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    omp.target_exit_data map_entries(%e : !llvm.ptr)
    return
  }
}

// CHECK:      module attributes {omp.requires = #omp<clause_requires unified_shared_memory>} {
// CHECK:        %[[B:.*]] = omp.map.bounds lower_bound(%{{.*}} : i64) upper_bound(%{{.*}} : i64)
// CHECK-NEXT:   %[[M:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<10 x f64>) map_clauses(close, tofrom) capture(ByRef) bounds(%[[B]]) -> !llvm.ptr {name = "a"}
// CHECK-NEXT:   %[[E:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(exit_release_or_enter_alloc) capture(ByRef) -> !llvm.ptr
// CHECK-NEXT:   omp.target_enter_data map_entries(%[[E]] : !llvm.ptr)
// CHECK-NEXT:   omp.target map_entries(%[[M]] -> %{{.*}} : !llvm.ptr) {
// CHECK:          omp.teams num_teams( to %{{.*}} : i32) {
// CHECK-NEXT:       omp.distribute {
// CHECK-NEXT:         omp.loop_nest
// CHECK:        omp.target_exit_data map_entries(%[[E]] : !llvm.ptr)

// GENERIC: "omp.map.info"(%arg0, %0) {map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = 1027 : ui64, name = "a", operand_segment_sizes = array<i32: 1, 0, 0, 1>, var_type = !llvm.array<10 x f64>} : (!llvm.ptr, !omp.map_bounds_ty) -> !llvm.ptr
// GENERIC: "omp.map.info"(%arg0) {map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = 0 : ui64, operand_segment_sizes = array<i32: 1, 0, 0, 0>, var_type = f64} : (!llvm.ptr) -> !llvm.ptr
