// Spellings of MLIR 17 and later that strata reads and prints in MLIR
// 16's form (docs/llvm-upstream-syntax.md): variadic calls with
// vararg(...), direct and indirect, and the C convention and the `tail`
// hint before the callee.
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(i32) -> i32
llvm.func @vararg(%f: !llvm.ptr, %x: i64, %y: f64) -> i32 {
  %0 = llvm.call @printf(%f, %x, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, f64) -> i32
  %1 = llvm.call @printf(%f) vararg(!llvm.func<i32 (ptr, ...)>) {tag} : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
llvm.func @indirect(%fp: !llvm.ptr, %f: !llvm.ptr, %x: i64) {
  llvm.call %fp(%f, %x) vararg(!llvm.func<void (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64) -> ()
  llvm.return
}
llvm.func @prefixes(%a: i32) -> i32 {
  %0 = llvm.call ccc @g(%a) : (i32) -> i32
  %1 = llvm.call tail @g(%0) : (i32) -> i32
  %2 = llvm.call ccc none @g(%1) : (i32) -> i32
  llvm.return %2 : i32
}
