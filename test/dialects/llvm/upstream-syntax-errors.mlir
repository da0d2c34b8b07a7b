// The upstream spellings that strata refuses, each with its located error.
// RUN: strata-opt --verify-diagnostics --split-input-file %s
// RUN: not strata-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=LOC

// expected-error @+1 {{expected a linkage, a visibility, an unnamed_addr or a calling convention, not 'weird'}}
llvm.func weird @f()

// -----

// LLVM's verifier refuses a local symbol of non-default visibility.
// expected-error @+1 {{symbol with 'internal' linkage must have default visibility}}
llvm.func internal hidden @f() { llvm.return }

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected a getelementptr flag: inbounds, nusw or nuw}}
  %0 = llvm.getelementptr inbounds| %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%i: i64) {
  // expected-error @+1 {{unknown overflow flag: exact}}
  %0 = llvm.trunc %i overflow<exact> : i64 to i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'i1' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{unknown atomic ordering: relaxed}}
  %0 = llvm.load %p atomic relaxed {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected an atomic ordering after 'atomic', not 'not_atomic'}}
  %0 = llvm.load %p atomic not_atomic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

// expected-error @+1 {{symbol with 'internal' linkage must have default visibility}}
llvm.mlir.global internal hidden @g(0 : i32) : i32

// -----

llvm.func @g(i32)
llvm.func @f(%x: i32) {
  // expected-error @+1 {{operand bundles on llvm.call are not supported: MLIR 16's llvm.call has none, and dropping them may change what the call does}}
  llvm.call @g(%x) ["deopt"(%x : i32)] : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, ...)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{operand bundles on llvm.call are not supported}}
  llvm.call @g(%p) vararg(!llvm.func<void (ptr, ...)>) ["tag"()] : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// Upstream's generic call: a bundle, a tail call guarantee, another
// calling convention are refused, as in the custom form.
"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{operand bundles on llvm.call are not supported}}
  "llvm.call"(%x) <{callee = @g, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error @+1 {{'TailCallKind = #llvm.tailcallkind<musttail>' is not supported}}
  "llvm.call"() <{callee = @g, TailCallKind = #llvm.tailcallkind<musttail>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error @+1 {{'CConv = #llvm.cconv<fastcc>' is not supported on llvm.call}}
  "llvm.call"() <{callee = @g, CConv = #llvm.cconv<fastcc>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// Parameter attributes in a call's type (MLIR 20+): those that change how
// the call passes its values are refused at their dictionary, in either
// form of the call; the promises are read (upstream-syntax.mlir).
llvm.func @g(!llvm.ptr, i32)
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.byval' on a call's argument is not supported: MLIR 16's llvm.call has no parameter attributes, and dropping it would change how the call passes its values}}
  llvm.call @g(%p, %x) : (!llvm.ptr {llvm.noundef, llvm.byval = i32}, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%fp: !llvm.ptr, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.sret' on a call's argument is not supported}}
  llvm.call %fp(%p) : !llvm.ptr, (!llvm.ptr {llvm.sret = !llvm.struct<(i64, i64)>}) -> ()
  llvm.return
}

// -----

llvm.func @g(i8) -> i8
llvm.func @f(%x: i8) -> i8 {
  // expected-error @+1 {{'llvm.zeroext' on a call's argument is not supported: MLIR 16's llvm.call has no parameter attributes, and without it the caller leaves unextended an argument the callee reads extended}}
  %0 = llvm.call @g(%x) : (i8 {llvm.zeroext}) -> i8
  llvm.return %0 : i8
}

// -----

llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.preallocated' on a call's argument is not supported}}
  "llvm.call"(%p) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{llvm.preallocated = i64}], callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.inalloca' on a call's argument is not supported}}
  llvm.call @g(%p) : (!llvm.ptr {llvm.inalloca = i64}) -> ()
  llvm.return
}

// The refused parameter attributes are located: at their dictionary in
// the custom form, at the op in the generic one.
// LOC: upstream-syntax-errors.mlir:142:37: error: 'llvm.byval' on a call's argument is not supported
// LOC: upstream-syntax-errors.mlir:150:45: error: 'llvm.sret' on a call's argument is not supported
// LOC: upstream-syntax-errors.mlir:159:31: error: 'llvm.zeroext' on a call's argument is not supported
// LOC: upstream-syntax-errors.mlir:168:3: error: 'llvm.preallocated' on a call's argument is not supported
// LOC: upstream-syntax-errors.mlir:177:33: error: 'llvm.inalloca' on a call's argument is not supported
