"builtin.module"() ({
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<private>, sym_name = "fmt", unnamed_addr = 0 : i64, value = "%d %f\0A\00"} : () -> ()
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, alignment = 4 : i64, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i32} : () -> ()
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, global_type = !llvm.array<3 x i32>, linkage = #llvm.linkage<external>, sym_name = "arr", unnamed_addr = 0 : i64, value = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
  "llvm.mlir.global"() ({
    %0 = "llvm.mlir.addressof"() {global_name = @g} : () -> !llvm.ptr
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  }) {addr_space = 0 : i32, global_type = !llvm.ptr, linkage = #llvm.linkage<internal>, sym_name = "init", unnamed_addr = 0 : i64} : () -> ()
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf"} : () -> ()
  "llvm.func"() ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    %0 = "llvm.mul"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "llvm.mlir.constant"() {value = 1.500000e+00 : f64} : () -> f64
    %2 = "llvm.fadd"(%1, %1) {fastmathFlags = #llvm.fastmath<fast>} : (f64, f64) -> f64
    %3 = "llvm.icmp"(%0, %arg0) {predicate = 2 : i64} : (i32, i32) -> i1
    %4 = "llvm.fcmp"(%2, %1) {fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64} : (f64, f64) -> i1
    %5 = "llvm.select"(%3, %0, %arg0) : (i1, i32, i32) -> i32
    %6 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32
    %7 = "llvm.alloca"(%6) {alignment = 4 : i64, elem_type = i32} : (i32) -> !llvm.ptr
    "llvm.store"(%5, %7) {alignment = 4 : i64} : (i32, !llvm.ptr) -> ()
    %8 = "llvm.load"(%7) {alignment = 4 : i64} : (!llvm.ptr) -> i32
    %9 = "llvm.getelementptr"(%arg1) {elem_type = !llvm.struct<(i32, f64)>, inbounds, rawConstantIndices = array<i32: 0, 1>} : (!llvm.ptr) -> !llvm.ptr
    %10 = "llvm.getelementptr"(%arg1, %8) {elem_type = i32, rawConstantIndices = array<i32: -2147483648>} : (!llvm.ptr, i32) -> !llvm.ptr
    %11 = "llvm.mlir.addressof"() {global_name = @fmt} : () -> !llvm.ptr
    %12 = "llvm.call"(%11, %8, %2) {callee = @printf, fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32, f64) -> i32
    %13 = "llvm.mlir.addressof"() {global_name = @sq} : () -> !llvm.ptr
    %14 = "llvm.call"(%13, %8, %arg1) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32, !llvm.ptr) -> i32
    "llvm.switch"(%8, %8, %12)[^bb1, ^bb1, ^bb2] {case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> ()
  ^bb1(%15: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
    "llvm.cond_br"(%3, %15)[^bb2, ^bb1] {operand_segment_sizes = array<i32: 1, 0, 1>} : (i1, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %16 = "llvm.mlir.null"() : () -> !llvm.ptr
    %17 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64)>
    %18 = "llvm.insertvalue"(%17, %8) {position = array<i64: 0>} : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
    %19 = "llvm.extractvalue"(%18) {position = array<i64: 0>} : (!llvm.struct<(i32, f64)>) -> i32
    %20 = "llvm.atomicrmw"(%7, %8) {bin_op = 1 : i64, ordering = 2 : i64} : (!llvm.ptr, i32) -> i32
    %21 = "llvm.cmpxchg"(%7, %8, %20) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.fence"() {ordering = 4 : i64, syncscope = ""} : () -> ()
    %22 = "llvm.sext"(%19) : (i32) -> i64
    %f0 = "llvm.mlir.constant"() {value = false} : () -> i1
    %23 = "llvm.intr.fmuladd"(%2, %2, %2) {fastmathFlags = #llvm.fastmath<none>} : (f64, f64, f64) -> f64
    "llvm.intr.memcpy"(%arg1, %7, %22, %f0) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    "llvm.return"(%19) : (i32) -> ()
  }) {CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {llvm.noalias, llvm.nonnull}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, passthrough = ["nounwind"], sym_name = "sq"} : () -> ()
}) : () -> ()

