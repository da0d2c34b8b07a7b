// Errors in what strata has beyond MLIR 16 (overflow flags,
// llvm.mlir.zero, MLIR 18's syntax), and parse errors in the dialect's
// attributes and custom syntax.

llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{attribute 'overflowFlags' failed to satisfy constraint: LLVM integer overflow flags}}
  %0 = "llvm.add"(%a, %a) {overflowFlags = 1 : i64} : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{unknown overflow flag: nsx}}
  %0 = llvm.add %a, %a overflow<nsx> : i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%a: f32) -> f32 {
  // expected-error @+1 {{unknown fastmath flag: quick}}
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<quick>} : f32
  llvm.return %0 : f32
}

// -----

// expected-error @+2 {{unknown linkage: outernal}}
"llvm.func"() ({
}) {function_type = !llvm.func<void ()>, sym_name = "f", linkage = #llvm.linkage<outernal>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `bogus` in dialect `llvm`}}
llvm.func @f() attributes {x = #llvm.bogus<1>}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.zero : index
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32)>) {
  // expected-error @+1 {{position out of bounds: 1}}
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32)>, %x: f32) {
  // expected-error @+1 {{Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) {position = array<i64: 0>} : (!llvm.struct<(i32)>, f32) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a seq_cst acq_rel : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{unknown atomic ordering: sometimes}}
  %0 = llvm.atomicrmw add %p, %a sometimes : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{constant index 4294967296 does not fit in i32}}
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'unordered' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "unordered" %a, %a : i32
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
  // A variadic callee takes extra arguments, but not fewer.
  llvm.call @g(%a, %a, %a) : (i32, i32, i32) -> ()
  // expected-error @+1 {{incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{expected function call to produce no value}}
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.mlir.global external @g() : i32
llvm.func @f() {
  // expected-error @+1 {{'g' does not reference a valid LLVM function}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

// expected-error @+1 {{requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @s("abc") : !llvm.array<2 x i8>
