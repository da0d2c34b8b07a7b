// Function pointers: a global table of function addresses (an initializer
// region), a pointer passed as an argument and called indirectly, and an
// indirect call through a pointer loaded from memory (bitcast from i8* to
// the function type).
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK: @ops = internal constant [3 x i8*] [i8* bitcast (i32 (i32, i32)* @add to i8*), i8* bitcast (i32 (i32, i32)* @sub to i8*), i8* bitcast (i32 (i32, i32)* @mul to i8*)]
// CHECK-LABEL: define internal i32 @apply(i8* %0, i32 %1, i32 %2)
// CHECK: %[[F:[0-9]+]] = bitcast i8* %0 to i32 (i32, i32)*
// CHECK: call i32 %[[F]](i32 %1, i32 %2)

// OUT: apply(add) = 9
// OUT: ops[0] = 9
// OUT: ops[1] = 3
// OUT: ops[2] = 18

module {
  llvm.mlir.global private constant @f1("apply(add) = %d\0A\00")
  llvm.mlir.global private constant @f2("ops[%d] = %d\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal @add(%a: i32, %b: i32) -> i32 {
    %r = llvm.add %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func internal @sub(%a: i32, %b: i32) -> i32 {
    %r = llvm.sub %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func internal @mul(%a: i32, %b: i32) -> i32 {
    %r = llvm.mul %a, %b : i32
    llvm.return %r : i32
  }
  llvm.mlir.global internal constant @ops() : !llvm.array<3 x ptr> {
    %t0 = llvm.mlir.undef : !llvm.array<3 x ptr>
    %a = llvm.mlir.addressof @add : !llvm.ptr
    %s = llvm.mlir.addressof @sub : !llvm.ptr
    %m = llvm.mlir.addressof @mul : !llvm.ptr
    %t1 = llvm.insertvalue %a, %t0[0] : !llvm.array<3 x ptr>
    %t2 = llvm.insertvalue %s, %t1[1] : !llvm.array<3 x ptr>
    %t3 = llvm.insertvalue %m, %t2[2] : !llvm.array<3 x ptr>
    llvm.return %t3 : !llvm.array<3 x ptr>
  }
  llvm.func internal @apply(%f: !llvm.ptr, %a: i32, %b: i32) -> i32 {
    %r = "llvm.call"(%f, %a, %b) : (!llvm.ptr, i32, i32) -> i32
    llvm.return %r : i32
  }
  llvm.func @main() -> i32 {
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %add = llvm.mlir.addressof @add : !llvm.ptr
    %r = llvm.call @apply(%add, %c6, %c3) : (!llvm.ptr, i32, i32) -> i32
    %f1 = llvm.mlir.addressof @f1 : !llvm.ptr
    %0 = llvm.call @printf(%f1, %r) : (!llvm.ptr, i32) -> i32
    %ops = llvm.mlir.addressof @ops : !llvm.ptr
    %f2 = llvm.mlir.addressof @f2 : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%i: i32):
    %more = llvm.icmp "slt" %i, %c3 : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %slot = llvm.getelementptr inbounds %ops[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x ptr>
    %fp = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    %v = "llvm.call"(%fp, %c6, %c3) : (!llvm.ptr, i32, i32) -> i32
    %1 = llvm.call @printf(%f2, %i, %v) : (!llvm.ptr, i32, i32) -> i32
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^loop(%i1 : i32)
  ^done:
    llvm.return %c0 : i32
  }
}
