// Globals: scalars, arrays from dense elements, strings, an initializer
// region folded to a constant (a struct holding a pointer to another
// global), constant and thread-local globals, loads and stores through
// their addresses with no cast, and a getelementptr into an array global.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK: @counter = internal global i32 5, align 4
// CHECK: @squares = internal constant [5 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16], align 16
// CHECK: @matrix = internal global [2 x [2 x double]] {{\[}}[2 x double] [double 1.0, double 2.0], [2 x double] [double 3.0, double 4.0]]
// CHECK: @zeros = internal global [4 x i64] zeroinitializer
// CHECK: @msg = private unnamed_addr constant [7 x i8] c"hello\0A\00"
// CHECK: @pair = internal global { i32, i8* } { i32 7, i8* bitcast (i32* @counter to i8*) }
// CHECK: @tls = internal thread_local global i64 3
// CHECK: @ext = external global i32

// CHECK-LABEL: define void @bump()
// CHECK: %[[V:[0-9]+]] = load i32, i32* @counter, align 4
// CHECK: store i32 %{{[0-9]+}}, i32* @counter, align 4

// OUT: counter = 6
// OUT: squares[3] = 9
// OUT: matrix[1][0] = 3.0
// OUT: pair = 7, *pair.p = 6
// OUT: hello
// OUT: tls = 3

module {
  llvm.mlir.global internal @counter(5 : i32) {alignment = 4 : i64} : i32
  llvm.mlir.global internal constant @squares(dense<[0, 1, 4, 9, 16]> : tensor<5xi32>) {alignment = 16 : i64} : !llvm.array<5 x i32>
  llvm.mlir.global internal @matrix(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>) : !llvm.array<2 x array<2 x f64>>
  llvm.mlir.global internal @zeros(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
  llvm.mlir.global private unnamed_addr constant @msg("hello\0A\00")
  llvm.mlir.global internal @pair() : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @counter : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.mlir.global internal thread_local @tls(3 : i64) : i64
  llvm.mlir.global external @ext() : i32
  llvm.mlir.global private constant @f1("counter = %d\0A\00")
  llvm.mlir.global private constant @f2("squares[3] = %d\0A\00")
  llvm.mlir.global private constant @f3("matrix[1][0] = %.1f\0A\00")
  llvm.mlir.global private constant @f4("pair = %d, *pair.p = %d\0A\00")
  llvm.mlir.global private constant @f5("tls = %ld\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func @bump() {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %w = llvm.add %v, %one : i32
    llvm.store %w, %p {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.return
  }

  // Never called (and removed by opt): @ext is only declared.
  llvm.func internal @read_ext() -> i32 {
    %p = llvm.mlir.addressof @ext : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  llvm.func @main() -> i32 {
    llvm.call @bump() : () -> ()
    %cp = llvm.mlir.addressof @counter : !llvm.ptr
    %c = llvm.load %cp : !llvm.ptr -> i32
    %f1 = llvm.mlir.addressof @f1 : !llvm.ptr
    %0 = llvm.call @printf(%f1, %c) : (!llvm.ptr, i32) -> i32

    %sq = llvm.mlir.addressof @squares : !llvm.ptr
    %three = llvm.mlir.constant(3 : i64) : i64
    %e = llvm.getelementptr inbounds %sq[0, %three] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i32>
    %s3 = llvm.load %e : !llvm.ptr -> i32
    %f2 = llvm.mlir.addressof @f2 : !llvm.ptr
    %1 = llvm.call @printf(%f2, %s3) : (!llvm.ptr, i32) -> i32

    %m = llvm.mlir.addressof @matrix : !llvm.ptr
    %m10 = llvm.getelementptr inbounds %m[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f64>>
    %d = llvm.load %m10 : !llvm.ptr -> f64
    %f3 = llvm.mlir.addressof @f3 : !llvm.ptr
    %2 = llvm.call @printf(%f3, %d) : (!llvm.ptr, f64) -> i32

    %pp = llvm.mlir.addressof @pair : !llvm.ptr
    %pv = llvm.load %pp : !llvm.ptr -> !llvm.struct<(i32, ptr)>
    %a = llvm.extractvalue %pv[0] : !llvm.struct<(i32, ptr)>
    %q = llvm.extractvalue %pv[1] : !llvm.struct<(i32, ptr)>
    %qv = llvm.load %q : !llvm.ptr -> i32
    %f4 = llvm.mlir.addressof @f4 : !llvm.ptr
    %3 = llvm.call @printf(%f4, %a, %qv) : (!llvm.ptr, i32, i32) -> i32

    %msg = llvm.mlir.addressof @msg : !llvm.ptr
    %4 = llvm.call @printf(%msg) : (!llvm.ptr) -> i32

    %tp = llvm.mlir.addressof @tls : !llvm.ptr
    %t = llvm.load %tp : !llvm.ptr -> i64
    %f5 = llvm.mlir.addressof @f5 : !llvm.ptr
    %5 = llvm.call @printf(%f5, %t) : (!llvm.ptr, i64) -> i32

    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
