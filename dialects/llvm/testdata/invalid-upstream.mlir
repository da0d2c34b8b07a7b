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

// -----

// Parameter attributes in a call's type: those that change how the call
// passes its values cannot be dropped, and MLIR 16's llvm.call has none.
llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.byval' on a call's argument is not supported: MLIR 16's llvm.call has no parameter attributes, and dropping it would change how the call passes its values}}
  llvm.call @g(%p) : (!llvm.ptr {llvm.byval = i64}) -> ()
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.sret' on a call's argument is not supported}}
  llvm.call %fp(%p) : !llvm.ptr, (!llvm.ptr {llvm.noundef, llvm.sret = i32}) -> ()
  llvm.return
}

// -----

llvm.func @g(i16) -> i16
llvm.func @f(%x: i16) -> i16 {
  // expected-error @+1 {{'llvm.signext' on a call's argument is not supported: MLIR 16's llvm.call has no parameter attributes, and without it the caller leaves unextended an argument the callee reads extended}}
  %0 = llvm.call @g(%x) : (i16 {llvm.signext}) -> (i16 {llvm.signext})
  llvm.return %0 : i16
}

// -----

llvm.func @g(i16) -> i16
llvm.func @f(%x: i16) -> i16 {
  // expected-error @+1 {{'llvm.inreg' on a call's result is not supported}}
  %0 = llvm.call @g(%x) : (i16) -> (i16 {llvm.inreg})
  llvm.return %0 : i16
}

// -----

llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.frobnicate' on a call's argument is not supported: MLIR 16's llvm.call has no parameter attributes, and it is not known to be safe to drop}}
  llvm.call @g(%p) : (!llvm.ptr {llvm.frobnicate}) -> ()
  llvm.return
}

// -----

// Upstream's generic call holds them as a property: the same refusal.
llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.inalloca' on a call's argument is not supported}}
  "llvm.call"(%p) <{arg_attrs = [{llvm.inalloca = i64}], callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{attribute 'arg_attrs' occurs more than once in the attribute list}}
  llvm.call @g(%p) {arg_attrs = [{}]} : (!llvm.ptr {llvm.noundef}) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32)
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op expects 'arg_attrs' to be an array of as many dictionaries as the call has arguments (2)}}
  "llvm.call"(%p, %x) {arg_attrs = [{llvm.noundef}], callee = @g} : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // Lifetime markers, sized (MLIR 16) or not (LLVM 22), mark a pointer.
  // expected-error @+1 {{expected LLVM pointer type}}
  llvm.intr.lifetime.start %x : i32
  llvm.return
}
