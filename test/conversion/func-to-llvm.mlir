// convert-func-to-llvm turns func.func into llvm.func and lowers calls and
// returns, together with the arith and cf ops (as MLIR 16's pass does);
// several results travel packed in a literal struct. The module records
// the data layout.
// RUN: strata-opt --convert-func-to-llvm %s | filecheck %s
// RUN: strata-opt --convert-func-to-llvm=data-layout=e-m:e %s | filecheck %s --check-prefix=LAYOUT
// LAYOUT: module attributes {llvm.data_layout = "e-m:e"}

// CHECK: module attributes {llvm.data_layout = ""} {

// A private declaration stays external, with private visibility, as in
// MLIR 16; llvm.linkage sets the linkage.
// CHECK-NEXT: llvm.func @decl(i64) -> f32 attributes {sym_visibility = "private"}
func.func private @decl(index) -> f32
// CHECK-NEXT: llvm.func internal @helper(%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:   llvm.return %[[X]] : i32
func.func @helper(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %x : i32
}

// CHECK-LABEL: llvm.func @divmod(
// CHECK-SAME:    %[[A:.*]]: i64, %[[B:.*]]: i64) -> !llvm.struct<(i64, i64)> {
func.func @divmod(%a: index, %b: index) -> (index, index) {
  // CHECK-NEXT: %[[Q:.*]] = llvm.udiv %[[A]], %[[B]]  : i64
  %q = arith.divui %a, %b : index
  // CHECK-NEXT: %[[R:.*]] = llvm.urem %[[A]], %[[B]]  : i64
  %r = arith.remui %a, %b : index
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[Q]], %[[U]][0] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[R]], %[[S0]][1] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: llvm.return %[[S1]] : !llvm.struct<(i64, i64)>
  return %q, %r : index, index
}

// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME:    %[[N:.*]]: i64) -> i64 {
func.func @caller(%n: index) -> index {
  // CHECK-NEXT: %[[P:.*]] = llvm.call @divmod(%[[N]], %[[N]]) : (i64, i64) -> !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[Q:.*]] = llvm.extractvalue %[[P]][0] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[P]][1] : !llvm.struct<(i64, i64)>
  %q, %r = call @divmod(%n, %n) : (index, index) -> (index, index)
  // CHECK-NEXT: llvm.call @decl(%[[Q]]) : (i64) -> f32
  %f = call @decl(%q) : (index) -> f32
  // CHECK-NEXT: %[[S:.*]] = llvm.add %[[Q]], %[[R]]  : i64
  %s = arith.addi %q, %r : index
  // CHECK-NEXT: llvm.return %[[S]] : i64
  return %s : index
}

// Every block's arguments are converted, and the branches with them.
// CHECK-LABEL: llvm.func @count(
func.func @count(%n: index) -> index {
  %c0 = arith.constant 0 : index
  // CHECK: llvm.br ^bb1(%{{.*}} : i64)
  cf.br ^loop(%c0 : index)
// CHECK: ^bb1(%[[I:.*]]: i64):
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  // CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb3(%[[I]] : i64)
  cf.cond_br %more, ^body, ^exit(%i : index)
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next : index)
^exit(%r: index):
  return %r : index
}

// func.constant takes the function's address; with opaque pointers a
// function value is a !llvm.ptr.
// CHECK-LABEL: llvm.func @indirect(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
func.func @indirect(%x: i32) -> i32 {
  // CHECK-NEXT: %[[F:.*]] = llvm.mlir.addressof @helper : !llvm.ptr
  %f = func.constant @helper : (i32) -> i32
  // CHECK-NEXT: %[[R:.*]] = llvm.call %[[F]](%[[X]]) : {{.*}}(i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
// CHECK-NOT: func.
// CHECK-NOT: arith.
// CHECK-NOT: cf.
