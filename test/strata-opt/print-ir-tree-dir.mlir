// --mlir-print-ir-tree-dir writes each IR dump to a file of its own, in a
// tree of directories named after the operations the passes ran on,
// instead of to stderr.
// RUN: rm -rf %t.d
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),test-count-ops)' --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t.d %s > %t.out 2> %t.err
// RUN: test ! -s %t.err
// RUN: filecheck %s --check-prefix=OUT < %t.out
// RUN: cd %t.d && find . -type f | sort | filecheck %s --check-prefix=FILES
// RUN: filecheck %s --check-prefix=F < %t.d/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir
// RUN: filecheck %s --check-prefix=G < %t.d/builtin_module_no-symbol-name/func_func_g/0_1_cse.mlir
// RUN: filecheck %s --check-prefix=MOD < %t.d/builtin_module_no-symbol-name/1_test-count-ops.mlir

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  return
}

// OUT: module {

// FILES:      ./builtin_module_no-symbol-name/1_test-count-ops.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir
// FILES-NEXT: ./builtin_module_no-symbol-name/func_func_g/0_1_cse.mlir
// FILES-NOT:  {{.}}

// F:      // -----// IR Dump After CSE (cse) //----- //
// F-NEXT: func.func @f(%arg0: i32) -> i32 {
// F-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// F-NEXT:   %1 = arith.muli %0, %0 : i32

// G:      // -----// IR Dump After CSE (cse) //----- //
// G-NEXT: func.func @g() {

// MOD:      // -----// IR Dump After TestCountOps (test-count-ops) //----- //
// MOD-NEXT: module {
