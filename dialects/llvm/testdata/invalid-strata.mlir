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

// -----

// What LLVM 14 refuses and the verifier (MLIR's messages where MLIR
// checks it) refuses too, so that strata-opt and strata-translate say so.

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid array element type: !llvm.void}}
  %v = llvm.load %p : !llvm.ptr -> !llvm.array<2 x void>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid LLVM structure element type: !llvm.func<i32 ()>}}
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, func<i32 ()>)>
  llvm.return
}

// -----

// expected-error @+1 {{invalid function argument type: !llvm.void}}
llvm.func @f(!llvm.void)

// -----

// expected-error @+1 {{invalid function result type: !llvm.func<void ()>}}
llvm.func @f() -> !llvm.func<void ()>

// -----

// expected-error @+1 {{invalid function argument type: !llvm.void}}
llvm.func @f(%p: !llvm.ptr) attributes {sym_visibility = "private", t = !llvm.func<void (void)>}

// -----

// expected-error @+1 {{functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error @+1 {{expected array type for 'appending' linkage}}
llvm.mlir.global appending @g(0 : i32) : i32

// -----

// expected-error @+1 {{expected zero value for 'common' linkage}}
llvm.mlir.global common @g(1 : i32) : i32

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"o", opaque>'}}
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<"o", opaque>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: !llvm.struct<(struct<"o", opaque>)>) {
  // expected-error @+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got '!llvm.struct<(struct<"o", opaque>)>'}}
  llvm.store %v, %p : !llvm.struct<(struct<"o", opaque>)>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) -> i32 {
  // expected-error @+1 {{expected alignment for atomic access}}
  %r = llvm.load %p atomic monotonic {alignment = 0 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

llvm.func @f(%p: !llvm.ptr) -> f80 {
  // expected-error @+1 {{unsupported type 'f80' for atomic access}}
  %r = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  llvm.return %r : f80
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i7) {
  // expected-error @+1 {{expected LLVM IR integer type}}
  %r = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i1) {
  // expected-error @+1 {{unexpected LLVM IR type for 'xchg' bin_op}}
  %r = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: f80) {
  // expected-error @+1 {{expected LLVM IR floating point type}}
  %r = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, f80
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i1, %b: i1) {
  // expected-error @+1 {{unexpected LLVM IR type}}
  %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %r = llvm.zext %x : i32 to i32
  llvm.return %r : i32
}

// -----

llvm.func @f(%x: vector<2xi32>) -> vector<2xi64> {
  // expected-error @+1 {{integer width of the output type is larger or equal to the integer width of the input type}}
  %r = llvm.trunc %x : vector<2xi32> to vector<2xi64>
  llvm.return %r : vector<2xi64>
}

// -----

llvm.func @f(%x: f64) -> f32 {
  // expected-error @+1 {{floating-point width of the output type is smaller or equal to the width of the input type}}
  %r = llvm.fpext %x : f64 to f32
  llvm.return %r : f32
}

// -----

llvm.func @f(%x: f32) -> f64 {
  // expected-error @+1 {{floating-point width of the output type is larger or equal to the width of the input type}}
  %r = llvm.fptrunc %x : f32 to f64
  llvm.return %r : f64
}

// -----

llvm.func @f(%x: i64) -> !llvm.ptr {
  // expected-error @+1 {{can only cast pointers from and to pointers}}
  %r = llvm.bitcast %x : i64 to !llvm.ptr
  llvm.return %r : !llvm.ptr
}

// -----

llvm.func @f(%x: !llvm.ptr) -> !llvm.ptr<1> {
  // expected-error @+1 {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %r = llvm.bitcast %x : !llvm.ptr to !llvm.ptr<1>
  llvm.return %r : !llvm.ptr<1>
}

// -----

// expected-error @+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@f], priorities = []}
llvm.func @f() { llvm.return }

// -----

// expected-error @+1 {{'dtors' element 0 (@g) does not reference an 'llvm.func'}}
llvm.mlir.global_dtors {dtors = [@g], priorities = [0 : i32]}
