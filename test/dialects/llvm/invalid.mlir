// The llvm dialect's verifier errors, checked by strata-opt
// --verify-diagnostics. The cases are the dialect's own test files, which
// its Go tests also check against mlir-opt-16 --verify-diagnostics.
// RUN: strata-opt --verify-diagnostics --split-input-file %S/../../../dialects/llvm/testdata/invalid.mlir
// RUN: strata-opt --verify-diagnostics --split-input-file %S/../../../dialects/llvm/testdata/invalid-strata.mlir
// RUN: strata-opt --verify-diagnostics --split-input-file %s

// One more here, to show the diagnostic's text and caret.
// RUN: not strata-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=ERR
// ERR: error: 'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'
// ERR-NEXT: "llvm.load"(%a) : (i32) -> i32
// ERR-NEXT: ^

llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.load"(%a) : (i32) -> i32
  llvm.return %0 : i32
}
