// Spellings of MLIR 17 and later that strata reads and prints in MLIR
// 16's form (docs/llvm-upstream-syntax.md): variadic calls with
// vararg(...), direct and indirect, and the C convention and the `tail`
// hint before the callee; parameter attributes in a call's type, kept as
// arg_attrs and res_attrs; lifetime markers without a size (LLVM 22's,
// the whole object); memcpy.inline with its length and flag as
// attributes.
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
llvm.func @h(!llvm.ptr, i16) -> i16
llvm.func @param_attrs(%p: !llvm.ptr, %x: i16, %fp: !llvm.ptr) -> i16 {
  %0 = llvm.call @h(%p, %x) : (!llvm.ptr {llvm.noundef, llvm.nonnull}, i16) -> (i16 {llvm.signext})
  %1 = llvm.call %fp(%p, %0) : !llvm.ptr, (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64}, i16 {llvm.noundef}) -> i16
  %2 = llvm.call tail @h(%p, %1) : (!llvm.ptr, i16) -> (i16 {llvm.noundef, llvm.zeroext})
  llvm.return %2 : i16
}
llvm.func @lifetime(%p: !llvm.ptr) {
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  "llvm.intr.lifetime.start"(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @memcpy_inline(%d: !llvm.ptr, %s: !llvm.ptr) {
  "llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memcpy.inline"(%d, %s) <{arg_attrs = [{llvm.align = 4 : i64}, {}], isVolatile = true, len = 8 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
