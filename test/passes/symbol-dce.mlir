// symbol-dce erases the symbols nothing live refers to, transitively and in
// nested symbol tables, as mlir-opt-16 --symbol-dce does.
// RUN: strata-opt %s --symbol-dce | filecheck %s
// RUN: strata-opt %s --symbol-dce --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | filecheck %s --check-prefix=NOTABLE

// CHECK-LABEL: module {
// CHECK-NOT: @unused
// CHECK-NOT: @only_dead_callers
// CHECK-NOT: @dead
// CHECK: func.func private @live()
// CHECK: func.func @public()
// CHECK-NEXT: call @live()
// CHECK: module @inner {
// CHECK-NOT: @inner_private
// CHECK: func.func @inner_public()
// CHECK-NOT: @hidden
// CHECK-NOT: @nested_vis
func.func private @unused()
func.func private @only_dead_callers() {
  return
}
func.func private @dead() {
  call @only_dead_callers() : () -> ()
  return
}
func.func private @live() {
  return
}
func.func @public() {
  call @live() : () -> ()
  return
}
module @inner {
  func.func private @inner_private() {
    return
  }
  func.func @inner_public() {
    return
  }
}
module @hidden attributes {sym_visibility = "private"} {
  func.func @hidden_public() {
    return
  }
}
func.func nested @nested_vis() {
  return
}

// STATS: SymbolDCE
// STATS-NEXT: (S) 7 num-dce'd - Number of symbols DCE'd

// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
