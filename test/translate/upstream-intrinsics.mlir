// The upstream spellings that reach LLVM IR through a mapping to MLIR 16's
// (docs/llvm-upstream-syntax.md): memcpy.inline with its length and flag
// as attributes (MLIR 18+) or as operands (MLIR 16), lifetime markers
// without a size (LLVM 22's: the whole object, -1 in LLVM 14), and
// parameter attributes in a call's type, kept on the call and not
// emitted (they only promise). LLVM 14's opt verifies the IR, which
// takes memcpy.inline's length and flag as immediates; the program runs.
//
// RUN: strata-translate --mlir-to-llvmir %s | filecheck %s
// REQUIRES: opt, llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | filecheck %s --check-prefix=OUT
// A length that is not a constant is refused, located, not left for
// LLVM's verifier to reject.
// RUN: not strata-translate --mlir-to-llvmir %S/Inputs/memcpy-inline-length.mlir 2>&1 | filecheck %s --check-prefix=ERR

// CHECK: call void @llvm.lifetime.start.p0i8(i64 -1, i8* %[[A:[0-9]+]])
// CHECK: call void @llvm.lifetime.start.p0i8(i64 -1, i8* %[[B:[0-9]+]])
// CHECK: call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %[[A]], i8* {{.*}}@src{{.*}}, i64 12, i1 false)
// CHECK: call void @llvm.memcpy.inline.p0i8.p0i8.i32(i8* %[[B]], i8* %[[A]], i32 12, i1 true)
// CHECK: call i32 @puts(i8* %[[B]])
// CHECK: call void @llvm.lifetime.end.p0i8(i64 -1, i8* %[[B]])
// CHECK: call void @llvm.lifetime.end.p0i8(i64 -1, i8* %[[A]])
// CHECK: declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %0, i8* %1, i64 %2, i1 %3)

// OUT: inline copy

// ERR: memcpy-inline-length.mlir:4:3: error: cannot translate 'llvm.intr.memcpy.inline' to LLVM IR: the length of llvm.intr.memcpy.inline must be a constant (LLVM takes it as an immediate)

llvm.func @puts(!llvm.ptr {llvm.nocapture, llvm.noundef}) -> i32
llvm.mlir.global private constant @src("inline copy\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>

llvm.func @main() -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.array<12 x i8> {alignment = 1 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca %c1 x !llvm.array<12 x i8> {alignment = 1 : i64} : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.intr.lifetime.start %b : !llvm.ptr
  %src = llvm.mlir.addressof @src : !llvm.ptr
  "llvm.intr.memcpy.inline"(%a, %src) <{isVolatile = false, len = 12 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %n = llvm.mlir.constant(12 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  "llvm.intr.memcpy.inline"(%b, %a, %n, %t) : (!llvm.ptr, !llvm.ptr, i32, i1) -> ()
  %r = llvm.call @puts(%b) : (!llvm.ptr {llvm.noundef, llvm.nonnull, llvm.readonly}) -> (i32 {llvm.noundef})
  llvm.intr.lifetime.end %b : !llvm.ptr
  "llvm.intr.lifetime.end"(%a) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
