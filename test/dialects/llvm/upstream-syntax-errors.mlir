// The upstream spellings that strata refuses, each with its located error.
// RUN: strata-opt --verify-diagnostics --split-input-file %s

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
