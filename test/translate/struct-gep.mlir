// A struct on the stack, addressed field by field with getelementptr
// (struct, nested array and dynamic indices), and built as a value with
// insertvalue/extractvalue.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK: %point = type { i32, double, [4 x i64] }
// CHECK-LABEL: define i32 @main()
// CHECK: %[[S:[0-9]+]] = alloca %point, align 8
// CHECK: %[[F1:[0-9]+]] = getelementptr inbounds %point, %point* %[[S]], i32 0, i32 1
// CHECK: store double 2.5, double* %[[F1]], align 8
// CHECK: getelementptr inbounds %point, %point* %[[S]], i32 0, i32 2, i64 %{{[0-9]+}}
// CHECK: %[[V:[0-9]+]] = insertvalue { i32, double } undef, i32 %{{[0-9]+}}, 0
// CHECK: extractvalue { i32, double } %{{[0-9]+}}, 1

// OUT: x = 3, y = 2.50
// OUT: a[0] = 0, a[1] = 10, a[2] = 20, a[3] = 30
// OUT: value: 3 2.50

module {
  llvm.mlir.global private constant @f1("x = %d, y = %.2f\0A\00")
  llvm.mlir.global private constant @f2("a[0] = %ld, a[1] = %ld, a[2] = %ld, a[3] = %ld\0A\00")
  llvm.mlir.global private constant @f3("value: %d %.2f\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<"point", (i32, f64, array<4 x i64>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %px = llvm.getelementptr inbounds %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"point", (i32, f64, array<4 x i64>)>
    %py = llvm.getelementptr inbounds %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"point", (i32, f64, array<4 x i64>)>
    %three = llvm.mlir.constant(3 : i32) : i32
    %y = llvm.mlir.constant(2.5 : f64) : f64
    llvm.store %three, %px {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %y, %py {alignment = 8 : i64} : f64, !llvm.ptr
    // a[i] = 10 * i for i in 0..3
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c10 = llvm.mlir.constant(10 : i64) : i64
    llvm.br ^loop(%c0 : i64)
  ^loop(%i: i64):
    %more = llvm.icmp "slt" %i, %c4 : i64
    llvm.cond_br %more, ^body, ^done
  ^body:
    %pa = llvm.getelementptr inbounds %s[0, 2, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"point", (i32, f64, array<4 x i64>)>
    %v = llvm.mul %i, %c10 : i64
    llvm.store %v, %pa {alignment = 8 : i64} : i64, !llvm.ptr
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i1 : i64)
  ^done:
    %x = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> i32
    %yy = llvm.load %py {alignment = 8 : i64} : !llvm.ptr -> f64
    %f1 = llvm.mlir.addressof @f1 : !llvm.ptr
    %0 = llvm.call @printf(%f1, %x, %yy) : (!llvm.ptr, i32, f64) -> i32
    %arr = llvm.getelementptr inbounds %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"point", (i32, f64, array<4 x i64>)>
    %a0 = llvm.load %arr : !llvm.ptr -> i64
    %p1 = llvm.getelementptr %arr[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %a1 = llvm.load %p1 : !llvm.ptr -> i64
    %p2 = llvm.getelementptr %arr[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %a2 = llvm.load %p2 : !llvm.ptr -> i64
    %p3 = llvm.getelementptr %arr[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %a3 = llvm.load %p3 : !llvm.ptr -> i64
    %f2 = llvm.mlir.addressof @f2 : !llvm.ptr
    %1 = llvm.call @printf(%f2, %a0, %a1, %a2, %a3) : (!llvm.ptr, i64, i64, i64, i64) -> i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %w0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, f64)>
    %w1 = llvm.insertvalue %yy, %w0[1] : !llvm.struct<(i32, f64)>
    %e0 = llvm.extractvalue %w1[0] : !llvm.struct<(i32, f64)>
    %e1 = llvm.extractvalue %w1[1] : !llvm.struct<(i32, f64)>
    %f3 = llvm.mlir.addressof @f3 : !llvm.ptr
    %2 = llvm.call @printf(%f3, %e0, %e1) : (!llvm.ptr, i32, f64) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
