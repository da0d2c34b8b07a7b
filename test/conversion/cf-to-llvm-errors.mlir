// convert-cf-to-llvm alone does not convert block signatures: a branch
// passing a value whose type changes (index) cannot be lowered, and being
// explicitly illegal, it is a located error. MLIR 16 leaves such a branch
// unconverted; run the patterns with the function's (convert-func-to-llvm)
// to lower it.
// RUN: strata-opt --convert-cf-to-llvm --verify-diagnostics %s
// RUN: strata-opt --convert-func-to-llvm %s | filecheck %s

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME:    %[[A:.*]]: i64)
func.func @f(%a: index) -> index {
  // CHECK-NEXT: llvm.br ^bb1(%[[A]] : i64)
  cf.br ^bb1(%a : index) // expected-error {{failed to legalize operation 'cf.br' that was explicitly marked illegal}}
^bb1(%b: index):
  return %b : index
}
