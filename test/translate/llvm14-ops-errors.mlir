// Instructions LLVM 14 refuses. The llvm dialect's verifier refuses an
// extension that does not widen and a truncation that does not narrow
// (integers and floats), and a bitcast between a pointer and a value that
// is not one or between address spaces (upstream's messages). strata-
// translate refuses a bitcast that changes the size, an addrspacecast
// that stays in its address space, a vector condition selecting between
// values that are not vectors of as many elements, a switch with a
// duplicate case value, and an alloca or getelementptr of a type without
// a size.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s

llvm.func @f(%x: i32) -> i64 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.trunc' op integer width of the output type is larger or equal to the integer width of the input type
  %r = llvm.trunc %x : i32 to i64
  llvm.return %r : i64
}

// -----

llvm.func @f(%x: i32) -> i8 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.sext' op integer width of the output type is smaller or equal to the integer width of the input type
  %r = llvm.sext %x : i32 to i8
  llvm.return %r : i8
}

// -----

llvm.func @f(%x: f32) -> f32 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.fpext' op floating-point width of the output type is smaller or equal to the width of the input type
  %r = llvm.fpext %x : f32 to f32
  llvm.return %r : f32
}

// -----

llvm.func @f(%x: f32) -> f64 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.fptrunc' op floating-point width of the output type is larger or equal to the width of the input type
  %r = llvm.fptrunc %x : f32 to f64
  llvm.return %r : f64
}

// -----

llvm.func @f(%x: !llvm.ptr) -> i64 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.bitcast' op can only cast pointers from and to pointers
  %r = llvm.bitcast %x : !llvm.ptr to i64
  llvm.return %r : i64
}

// -----

llvm.func @f(%x: !llvm.ptr) -> !llvm.ptr<1> {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead
  %r = llvm.bitcast %x : !llvm.ptr to !llvm.ptr<1>
  llvm.return %r : !llvm.ptr<1>
}

// -----

llvm.func @f(%x: i32) -> i64 {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.bitcast' to LLVM IR: a bitcast keeps the size, and i32 is 32 bits but i64 is 64 (LLVM 14 refuses it)
  %r = llvm.bitcast %x : i32 to i64
  llvm.return %r : i64
}

// -----

llvm.func @f(%x: !llvm.ptr) -> !llvm.ptr {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.addrspacecast' to LLVM IR: an addrspacecast must change the address space, and both pointers are in address space 0 (LLVM 14 refuses it)
  %r = llvm.addrspacecast %x : !llvm.ptr to !llvm.ptr
  llvm.return %r : !llvm.ptr
}

// -----

llvm.func @f(%c: vector<4xi1>, %x: vector<2xi32>) -> vector<2xi32> {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.select' to LLVM IR: a condition of type <4 x i1> selects between vectors of 4 elements, not <2 x i32> (LLVM 14 refuses it)
  %r = llvm.select %c, %x, %x : vector<4xi1>, vector<2xi32>
  llvm.return %r : vector<2xi32>
}

// -----

llvm.func @f(%x: i32) {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.switch' to LLVM IR: case value 1 repeats an earlier case of type i32; LLVM 14 refuses a switch with a duplicate case value
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1,
    1: ^bb2
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f(%n: i64) -> !llvm.ptr {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.alloca' to LLVM IR: an alloca needs a type with a size, and void () has none (LLVM 14 refuses it)
  %p = llvm.alloca %n x !llvm.func<void ()> : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

llvm.func @f(%n: i64) -> !llvm.ptr {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.alloca' to LLVM IR: an alloca needs a type with a size, and { i32, %o } has none (LLVM 14 refuses it)
  %p = llvm.alloca %n x !llvm.struct<(i32, struct<"o", opaque>)> : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  // CHECK: llvm14-ops-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.getelementptr' to LLVM IR: the element type of a getelementptr needs a type with a size, and %o has none (LLVM 14 refuses it)
  %r = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"o", opaque>
  llvm.return %r : !llvm.ptr
}
