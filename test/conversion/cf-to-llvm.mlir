// convert-cf-to-llvm lowers branches and switches to their llvm
// counterparts, and cf.assert to a branch to a block that prints the
// message with puts and calls abort (MLIR 16's lowering, with opaque
// pointers).
// RUN: strata-opt --convert-cf-to-llvm %s | filecheck %s
// RUN: strata-opt --convert-cf-to-llvm --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// GENERIC: "llvm.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb1] {case_operand_segments = array<i32: 0, 1>, case_values = dense<[-3, 12]> : vector<2xi32>, operand_segment_sizes = array<i32: 1, 1, 1>} : (i32, i64, i64) -> ()

// The declarations and message globals go at the top of the module.
// CHECK:      module {
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_1(dense<[110, 111, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>

// CHECK-LABEL: func.func @branches(
// CHECK-SAME:    %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: f32)
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  // CHECK-NEXT: llvm.cond_br %[[C]], ^bb1(%[[A]] : i32), ^bb2(%[[B]], %[[A]] : f32, i32)
  cf.cond_br %c, ^left(%a : i32), ^right(%b, %a : f32, i32)
// CHECK:      ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:   llvm.br ^bb3(%[[X]] : i32)
^left(%x: i32):
  cf.br ^join(%x : i32)
^right(%y: f32, %z: i32):
  cf.br ^join(%z : i32)
^join(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @switch(
// CHECK-SAME:    %[[X:.*]]: i32, %[[V:.*]]: i64)
func.func @switch(%x: i32, %v: i64) -> i64 {
  // The case values are those of cf.switch (dense<[-3, 12]>); the custom
  // form prints them unsigned, as mlir-opt-16 does.
  // CHECK-NEXT: llvm.switch %[[X]] : i32, ^bb1(%[[V]] : i64) [
  // CHECK-NEXT:   4294967293: ^bb2,
  // CHECK-NEXT:   12: ^bb1(%[[V]] : i64)
  // CHECK-NEXT: ]
  cf.switch %x : i32, [
    default: ^bb1(%v : i64),
    -3: ^bb2,
    12: ^bb1(%v : i64)
  ]
^bb1(%a: i64):
  return %a : i64
^bb2:
  return %v : i64
}

// CHECK-LABEL: func.func @asserts(
// CHECK-SAME:    %[[P:.*]]: i1, %[[Q:.*]]: i1)
func.func @asserts(%p: i1, %q: i1) {
  // CHECK-NEXT: llvm.cond_br %[[P]], ^bb1, ^bb3
  cf.assert %p, "oops"
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: llvm.cond_br %[[Q]], ^bb2, ^bb4
  cf.assert %q, "no"
  // CHECK-NEXT: ^bb2:
  // CHECK-NEXT: return
  return
  // CHECK-NEXT: ^bb3:
  // CHECK-NEXT: %[[M:.*]] = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
  // CHECK-NEXT: %[[S:.*]] = llvm.getelementptr %[[M]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
  // CHECK-NEXT: llvm.call @puts(%[[S]]) : (!llvm.ptr) -> ()
  // CHECK-NEXT: llvm.call @abort() : () -> ()
  // CHECK-NEXT: llvm.unreachable
  // CHECK-NEXT: ^bb4:
  // CHECK-NEXT: llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
  // CHECK:      llvm.unreachable
}
