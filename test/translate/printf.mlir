// printf of integers and doubles: a variadic call with the callee's
// declared type, string globals, and their addresses as i8*.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK: @fmt.int = private unnamed_addr constant [9 x i8] c"int: %d\0A\00", align 1
// CHECK: @fmt.dbl = private unnamed_addr constant [14 x i8] c"double: %.3f\0A\00", align 1
// CHECK: declare i32 @printf(i8* %0, ...)
// CHECK-LABEL: define i32 @main()
// CHECK: call i32 (i8*, ...) @printf(i8* bitcast ([9 x i8]* @fmt.int to i8*), i32 42)
// CHECK: call i32 (i8*, ...) @printf(i8* bitcast ([14 x i8]* @fmt.dbl to i8*), double %{{[0-9]+}})
// CHECK: ret i32 0

// OUT: int: 42
// OUT: int: -7
// OUT: double: 3.142
// OUT: double: -0.500

module {
  llvm.mlir.global private unnamed_addr constant @fmt.int("int: %d\0A\00") {alignment = 1 : i64}
  llvm.mlir.global private unnamed_addr constant @fmt.dbl("double: %.3f\0A\00") {alignment = 1 : i64}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @main() -> i32 {
    %fi = llvm.mlir.addressof @fmt.int : !llvm.ptr
    %fd = llvm.mlir.addressof @fmt.dbl : !llvm.ptr
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %cm7 = llvm.mlir.constant(-7 : i32) : i32
    %0 = llvm.call @printf(%fi, %c42) : (!llvm.ptr, i32) -> i32
    %1 = llvm.call @printf(%fi, %cm7) : (!llvm.ptr, i32) -> i32
    %pi = llvm.mlir.constant(3.14159 : f64) : f64
    %half = llvm.mlir.constant(0.5 : f64) : f64
    %neg = llvm.fneg %half : f64
    %x = llvm.fadd %pi, %half : f64
    %y = llvm.fsub %x, %half : f64
    %2 = llvm.call @printf(%fd, %y) : (!llvm.ptr, f64) -> i32
    %3 = llvm.call @printf(%fd, %neg) : (!llvm.ptr, f64) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
