// The llvm dialect's custom form round trips through strata-opt, in
// custom and generic form; the CHECK lines are what mlir-opt-16 prints
// (two spaces before the type of arithmetic ops and intrinsics, as MLIR 16
// prints them).
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g && strata-opt %t.g > %t.3 && diff %t.1 %t.3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g

// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32
// GENERIC: "llvm.func"() ({
// GENERIC-NEXT: }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf"} : () -> ()
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: llvm.mlir.global internal constant @str("%d\0A\00") {addr_space = 0 : i32}
// GENERIC: "llvm.mlir.global"() ({
// GENERIC-NEXT: }) {addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "%d\0A\00"} : () -> ()
llvm.mlir.global internal constant @str("%d\0A\00") {addr_space = 0 : i32}

// CHECK: llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
llvm.mlir.global external @g(0 : i32) {alignment = 4 : i64} : i32

// CHECK-LABEL: llvm.func internal @body(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {passthrough = ["noinline"]} {
llvm.func internal @body(%a: i32, %p: !llvm.ptr) -> i32 attributes {passthrough = ["noinline"]} {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg0  : i32
  // GENERIC: "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
  %0 = llvm.add %a, %a : i32
  // CHECK-NEXT: %1 = llvm.icmp "slt" %0, %arg0 : i32
  // GENERIC: "llvm.icmp"(%0, %arg0) {predicate = 2 : i64} : (i32, i32) -> i1
  %1 = llvm.icmp "slt" %0, %a : i32
  // CHECK-NEXT: %2 = llvm.getelementptr %arg1[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  // GENERIC: "llvm.getelementptr"(%arg1, %arg0) {elem_type = !llvm.struct<(i32, array<4 x i32>)>, rawConstantIndices = array<i32: -2147483648, 1>} : (!llvm.ptr, i32) -> !llvm.ptr
  %2 = llvm.getelementptr %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  // CHECK-NEXT: %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK-NEXT: llvm.store volatile %3, %arg1 : i32, !llvm.ptr
  // GENERIC: "llvm.store"(%3, %arg1) {volatile_} : (i32, !llvm.ptr) -> ()
  llvm.store volatile %3, %p : i32, !llvm.ptr
  // CHECK-NEXT: %4 = llvm.mlir.addressof @str : !llvm.ptr
  %4 = llvm.mlir.addressof @str : !llvm.ptr
  // CHECK-NEXT: %5 = llvm.call @printf(%4, %3) : (!llvm.ptr, i32) -> i32
  // GENERIC: "llvm.call"(%4, %3) {callee = @printf, fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32) -> i32
  %5 = llvm.call @printf(%4, %3) : (!llvm.ptr, i32) -> i32
  // CHECK-NEXT: llvm.cond_br %1, ^bb1, ^bb2(%3 : i32)
  // GENERIC: "llvm.cond_br"(%1, %3)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 1>} : (i1, i32) -> ()
  llvm.cond_br %1, ^bb1, ^bb2(%3 : i32)
^bb1:
  // CHECK: llvm.switch %arg0 : i32, ^bb2(%arg0 : i32) [
  // CHECK-NEXT:   4294967295: ^bb2(%0 : i32)
  // CHECK-NEXT: ]
  // GENERIC: "llvm.switch"(%arg0, %arg0, %0)[^bb2, ^bb2] {case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi32>, operand_segment_sizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> ()
  llvm.switch %a : i32, ^bb2(%a : i32) [
    -1: ^bb2(%0 : i32)
  ]
^bb2(%r: i32):
  // CHECK: llvm.return %{{.*}} : i32
  llvm.return %r : i32
}

// Overflow flags are MLIR 18's syntax.
// CHECK-LABEL: llvm.func @flags
// CHECK: llvm.add %arg0, %arg0 overflow<nsw> : i32
// GENERIC: "llvm.add"(%arg0, %arg0) {overflowFlags = #llvm.overflow<nsw>} : (i32, i32) -> i32
llvm.func @flags(%a: i32) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  llvm.return %0 : i32
}
