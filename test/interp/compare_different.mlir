// --compare-pipeline reports a difference with a unified diff and exits 1:
// the program prints a function's address, which symbol-dce changes by
// erasing the private function defined before it (the engine numbers
// functions in definition order).
// RUN: not strata-run --compare-pipeline='builtin.module(symbol-dce)' %s > %t.out
// RUN: filecheck %s < %t.out
// CHECK: compare-pipeline: builtin.module(symbol-dce): different
// CHECK-NEXT: --- stdout before builtin.module(symbol-dce)
// CHECK-NEXT: +++ stdout after builtin.module(symbol-dce)
// CHECK-NEXT: @@ -1,1 +1,1 @@
// CHECK-NEXT: -used is at 0x{{[0-9a-f]+}}
// CHECK-NEXT: +used is at 0x{{[0-9a-f]+}}
// The same pipeline keeps a program that does not print addresses.
// RUN: strata-run --compare-pipeline=symbol-dce,canonicalize,cse %S/hello.c -- one two | filecheck --check-prefix=EQUAL %s
// EQUAL: compare-pipeline: builtin.module(symbol-dce,canonicalize,cse): equal (stdout {{[0-9]+}} bytes, stderr 0 bytes, exit status 3)
llvm.mlir.global internal constant @fmt("used is at %p\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @unused() -> i32 attributes {sym_visibility = "private"} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}
llvm.func @used() -> i32 {
  %c = llvm.mlir.constant(2 : i32) : i32
  llvm.return %c : i32
}
llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %f = llvm.mlir.addressof @used : !llvm.ptr
  %r = llvm.call @printf(%p, %f) : (!llvm.ptr, !llvm.ptr) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
