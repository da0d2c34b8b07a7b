// printf called in MLIR 17+'s spelling, `vararg(...)`, directly and
// through a pointer: both become variadic calls in LLVM IR and print.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK: declare i32 @printf(i8* %0, ...)
// CHECK: call i32 (i8*, ...) @printf(i8* bitcast ([14 x i8]* @fmt to i8*), i64 42, double 2.5)
// CHECK: call i32 (i8*, ...) {{.*}}(i8* bitcast ([14 x i8]* @fmt to i8*), i64 -7, double 0.25)

// OUT: x=42 y=2.50
// OUT-NEXT: x=-7 y=0.25

module {
  llvm.mlir.global internal constant @fmt("x=%ld y=%.2f\0A\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @main() -> i32 {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %fp = llvm.mlir.addressof @printf : !llvm.ptr
    %x = llvm.mlir.constant(42 : i64) : i64
    %y = llvm.mlir.constant(2.5 : f64) : f64
    %0 = llvm.call @printf(%f, %x, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, f64) -> i32
    %m = llvm.mlir.constant(-7 : i64) : i64
    %q = llvm.mlir.constant(0.25 : f64) : f64
    %1 = llvm.call %fp(%f, %m, %q) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64, f64) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
