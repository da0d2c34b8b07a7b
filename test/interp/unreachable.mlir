llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.unreachable
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}unreachable.mlir:3:3: runtime error: reached 'unreachable'
