// Direct recursion (fib, fact) and mutual recursion (is_even/is_odd), with
// calls to functions defined later in the module.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK-LABEL: define internal i32 @fib(i32 %0)
// CHECK: call i32 @fib(i32 %{{[0-9]+}})
// CHECK-LABEL: define internal i1 @is_even(i32 %0)
// CHECK: call i1 @is_odd(i32 %{{[0-9]+}})

// OUT: fib(20) = 6765
// OUT: fact(15) = 1307674368000
// OUT: is_even(7) = 0, is_even(10) = 1

module {
  llvm.mlir.global private constant @f1("fib(20) = %d\0A\00")
  llvm.mlir.global private constant @f2("fact(15) = %ld\0A\00")
  llvm.mlir.global private constant @f3("is_even(7) = %d, is_even(10) = %d\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func internal @fib(%n: i32) -> i32 {
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %small = llvm.icmp "slt" %n, %c2 : i32
    llvm.cond_br %small, ^base, ^rec
  ^base:
    llvm.return %n : i32
  ^rec:
    %n1 = llvm.sub %n, %c1 : i32
    %n2 = llvm.sub %n, %c2 : i32
    %a = llvm.call @fib(%n1) : (i32) -> i32
    %b = llvm.call @fib(%n2) : (i32) -> i32
    %s = llvm.add %a, %b : i32
    llvm.return %s : i32
  }

  llvm.func internal @fact(%n: i64) -> i64 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %done = llvm.icmp "sle" %n, %c1 : i64
    llvm.cond_br %done, ^one, ^rec
  ^one:
    llvm.return %c1 : i64
  ^rec:
    %m = llvm.sub %n, %c1 : i64
    %f = llvm.call @fact(%m) : (i64) -> i64
    %r = llvm.mul %n, %f : i64
    llvm.return %r : i64
  }

  llvm.func internal @is_even(%n: i32) -> i1 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.icmp "eq" %n, %c0 : i32
    llvm.cond_br %z, ^yes, ^rec
  ^yes:
    %t = llvm.mlir.constant(true) : i1
    llvm.return %t : i1
  ^rec:
    %m = llvm.sub %n, %c1 : i32
    %r = llvm.call @is_odd(%m) : (i32) -> i1
    llvm.return %r : i1
  }

  llvm.func internal @is_odd(%n: i32) -> i1 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.icmp "eq" %n, %c0 : i32
    llvm.cond_br %z, ^no, ^rec
  ^no:
    %f = llvm.mlir.constant(false) : i1
    llvm.return %f : i1
  ^rec:
    %m = llvm.sub %n, %c1 : i32
    %r = llvm.call @is_even(%m) : (i32) -> i1
    llvm.return %r : i1
  }

  llvm.func @main() -> i32 {
    %c20 = llvm.mlir.constant(20 : i32) : i32
    %fib = llvm.call @fib(%c20) : (i32) -> i32
    %f1 = llvm.mlir.addressof @f1 : !llvm.ptr
    %0 = llvm.call @printf(%f1, %fib) : (!llvm.ptr, i32) -> i32
    %c15 = llvm.mlir.constant(15 : i64) : i64
    %fact = llvm.call @fact(%c15) : (i64) -> i64
    %f2 = llvm.mlir.addressof @f2 : !llvm.ptr
    %1 = llvm.call @printf(%f2, %fact) : (!llvm.ptr, i64) -> i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c10 = llvm.mlir.constant(10 : i32) : i32
    %e7 = llvm.call @is_even(%c7) : (i32) -> i1
    %e10 = llvm.call @is_even(%c10) : (i32) -> i1
    %x7 = llvm.zext %e7 : i1 to i32
    %x10 = llvm.zext %e10 : i1 to i32
    %f3 = llvm.mlir.addressof @f3 : !llvm.ptr
    %2 = llvm.call @printf(%f3, %x7, %x10) : (!llvm.ptr, i32, i32) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
