// The generic form of llvm.call that MLIR 19 and later print for every
// call (with CConv, TailCallKind, op_bundle_sizes and operandSegmentSizes
// properties) is read as MLIR 16's call, and mlir-opt-16 reads the print.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "twice", visibility_ = 0 : i64}> ({
^bb0(%arg0: i32):
  %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "caller", visibility_ = 0 : i64}> ({
^bb0(%arg0: i32):
  // CHECK: llvm.call @twice(%{{.*}}) : (i32) -> i32
  %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @twice, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  // CHECK: llvm.call @twice(%{{.*}}) : (i32) -> i32
  %1 = "llvm.call"(%0) <{TailCallKind = #llvm.tailcallkind<tail>, callee = @twice, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  "llvm.return"(%1) : (i32) -> ()
}) : () -> ()
// GENERIC: "llvm.call"(%{{.*}}) {callee = @twice, fastmathFlags = #llvm.fastmath<none>} : (i32) -> i32
// GENERIC-NOT: op_bundle_sizes
// GENERIC-NOT: TailCallKind
