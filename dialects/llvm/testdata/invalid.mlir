// Verifier errors, in MLIR 16's words: TestVerifierMessagesAreMLIRs runs
// mlir-opt-16 --verify-diagnostics on this file.

llvm.func @f(%a: f32) -> f32 {
  // expected-error @+1 {{'llvm.add' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}

// -----

// expected-error @+1 {{external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl()

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'nope' does not reference a symbol in the current scope}}
  %0 = llvm.call @nope(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{incorrect number of operands (0) for callee (expecting: 1)}}
  %0 = llvm.call @g() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i64 {
  // expected-error @+1 {{result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i32) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) {elem_type = !llvm.struct<(i32)>, rawConstantIndices = array<i32: 0, -2147483648>} : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected 'elem_type' attribute if opaque pointer type is used}}
  %0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32: 0>} : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{cannot have both initializer value and region}}
llvm.mlir.global internal @g(0 : i32) : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.alloca' op operand #0 must be integer, but got '!llvm.ptr'}}
  %0 = "llvm.alloca"(%p) {elem_type = i32} : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{attribute 'predicate' failed to satisfy constraint: llvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{attribute 'predicate' failed to satisfy constraint: llvm.fcmp comparison predicate}}
  %0 = "llvm.fcmp"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.sext' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected array type of 1 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("x") : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  llvm.br ^bb1
^bb1(%x: i32):
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.mlir.null : i32
  llvm.return
}

// -----

// expected-error @+1 {{type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('i64')}}
"llvm.func"() ({
^bb0(%b: i32):
  llvm.return %b : i32
}) {function_type = !llvm.func<i32 (i64)>, sym_name = "f", linkage = #llvm.linkage<external>, CConv = #llvm.cconv<ccc>} : () -> ()

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op result #0 must be an LLVM struct type with any integer or pointer followed by a single-bit integer, but got 'i32'}}
  %0 = "llvm.cmpxchg"(%p, %a, %a) {success_ordering = 6 : i64, failure_ordering = 2 : i64} : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: f32) {
  // expected-error @+1 {{expected LLVM IR integer type}}
  %0 = "llvm.atomicrmw"(%p, %a) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1(%a : i32)
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.fadd"(%a, %a) {fastmathFlags = 1 : i64} : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op requires the same type for all operands and results}}
  %0 = llvm.intr.sqrt(%a) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{expected LLVM pointer type}}
  %0 = llvm.load %p : i32 -> i32
  llvm.return
}
