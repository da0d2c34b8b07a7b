// An arith op the lowering cannot lower is a located legalization error:
// the op is explicitly illegal. strata-opt exits 1 and prints nothing.
// RUN: not strata-opt --convert-arith-to-llvm --split-input-file %s 2>&1 | filecheck %s
// RUN: strata-opt --convert-arith-to-llvm --split-input-file --verify-diagnostics %s

// n-D vectors, which MLIR unrolls into arrays of 1-D vectors, are not
// lowered.
func.func @nd(%a: vector<2x4xi32>) -> vector<2x4xi32> {
  // CHECK: arith-to-llvm-errors.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'arith.addi' that was explicitly marked illegal
  // CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : vector<2x4xi32>
  // CHECK-NEXT: {{^}}       ^
  %0 = arith.addi %a, %a : vector<2x4xi32> // expected-error {{failed to legalize operation 'arith.addi' that was explicitly marked illegal}}
  return %0 : vector<2x4xi32>
}

// -----

// Tensors have no LLVM type.
func.func @tensor(%a: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: arith-to-llvm-errors.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'arith.muli' that was explicitly marked illegal
  %0 = arith.muli %a, %a : tensor<4xi32> // expected-error {{failed to legalize operation 'arith.muli' that was explicitly marked illegal}}
  return %0 : tensor<4xi32>
}
