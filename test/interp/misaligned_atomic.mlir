llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
  %one = llvm.mlir.constant(1 : i32) : i32
  %old = llvm.atomicrmw add %q, %one seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.return %old : i32
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}misaligned_atomic.mlir:7:10: runtime error: misaligned atomic access: 4 bytes at {{0x[0-9a-f]+}}, not a multiple of 4
