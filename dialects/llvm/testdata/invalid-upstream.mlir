// Errors in the spellings of MLIR 17 and later that strata reads
// (docs/llvm-upstream-syntax.md): a vararg(...) clause that does not fit
// its call, and call prefixes MLIR 16's llvm.call cannot represent.

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr, %x: i64) -> i32 {
  // expected-error @+1 {{expected var_callee_type to be a variadic function type, not '!llvm.func<i32 (ptr, i64)>'}}
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i32 (ptr, i64)>) : (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr, %x: i64) -> i32 {
  // expected-error @+1 {{var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i64 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr, %x: i64) -> i32 {
  // expected-error @+1 {{var_callee_type parameter type mismatch: 'i64' != '!llvm.ptr'}}
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i32 (i64, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr) -> i32 {
  // expected-error @+1 {{expected var_callee_type to have at most 1 parameters}}
  %0 = llvm.call @printf(%f) vararg(!llvm.func<i32 (ptr, i64, ...)>) : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr) {
  // expected-error @+1 {{expected var_callee_type to return void}}
  llvm.call @printf(%f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %x: i64) {
  // expected-error @+1 {{expected an !llvm.func type in vararg(...), not 'i32'}}
  llvm.call %fp(%x) vararg(i32) : !llvm.ptr, (i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %x: i64) {
  // The generic form's var_callee_type gets the same checks.
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  "llvm.call"(%fp, %x) {var_callee_type = !llvm.func<void (i32, ...)>} : (!llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func fastcc @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{calling convention 'fastcc' on llvm.call is not supported: MLIR 16's llvm.call has none, so only 'ccc' can be read}}
  %0 = llvm.call fastcc @g(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{tail call kind 'musttail' on llvm.call is not supported: MLIR 16's llvm.call has none, and 'musttail' cannot be dropped}}
  %0 = llvm.call musttail @g(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{tail call kind 'notail' on llvm.call is not supported}}
  %0 = llvm.call ccc notail @g(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected a calling convention, a tail call kind, '@' or '%' in llvm.call, not 'sometimes'}}
  %0 = llvm.call sometimes @g(%a) : (i32) -> i32
  llvm.return %0 : i32
}
