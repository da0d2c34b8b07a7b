// strata reads the llvm.call spellings of MLIR 17 and later and prints
// MLIR 16's (docs/llvm-upstream-syntax.md); the print is a fixed point.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: filecheck %s < %t.1
// Errors, located: see dialects/llvm/testdata/invalid-upstream.mlir.
// RUN: strata-opt --verify-diagnostics --split-input-file %S/../../../dialects/llvm/testdata/invalid-upstream.mlir
// RUN: not strata-opt %S/../../../dialects/llvm/testdata/invalid-upstream.mlir 2>&1 | filecheck %s --check-prefix=ERR
// ERR: invalid-upstream.mlir:8:41: error: expected var_callee_type to be a variadic function type, not '!llvm.func<i32 (ptr, i64)>'

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(i32) -> i32

// CHECK-LABEL: llvm.func @direct
// CHECK: llvm.call @printf(%arg0, %arg1) : (!llvm.ptr, i64) -> i32
// CHECK: llvm.call @printf(%arg0) {tag} : (!llvm.ptr) -> i32
llvm.func @direct(%f: !llvm.ptr, %x: i64) -> i32 {
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %1 = llvm.call @printf(%f) vararg(!llvm.func<i32 (ptr, ...)>) {tag} : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// MLIR 16 has no spelling for a variadic indirect call: the type stays as
// the attribute MLIR 17 gives it.
// CHECK-LABEL: llvm.func @indirect
// CHECK: llvm.call %arg0(%arg1, %arg2) {var_callee_type = !llvm.func<i32 (ptr, ...)>} : (!llvm.ptr, i64) -> i32
llvm.func @indirect(%fp: !llvm.ptr, %f: !llvm.ptr, %x: i64) -> i32 {
  %0 = llvm.call %fp(%f, %x) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @prefixes
// CHECK: llvm.call @g(%arg0) : (i32) -> i32
// CHECK: llvm.call @g(%{{.*}}) : (i32) -> i32
// CHECK: llvm.call @g(%{{.*}}) : (i32) -> i32
llvm.func @prefixes(%a: i32) -> i32 {
  %0 = llvm.call ccc @g(%a) : (i32) -> i32
  %1 = llvm.call tail @g(%0) : (i32) -> i32
  %2 = llvm.call ccc none @g(%1) : (i32) -> i32
  llvm.return %2 : i32
}
