// strata's generic form of the llvm dialect is accepted by mlir-opt-16,
// which prints it as strata prints it; mlir-opt-16's output reads back in
// strata.
// REQUIRES: mlir-opt-16
// RUN: strata-opt %s > %t.strata
// RUN: strata-opt --mlir-print-op-generic %s | mlir-opt-16 > %t.mlir
// RUN: diff %t.strata %t.mlir
// RUN: mlir-opt-16 --mlir-print-op-generic %s | strata-opt > %t.back
// RUN: diff %t.strata %t.back
// RUN: filecheck %s < %t.mlir

// CHECK: llvm.func @sum(%arg0: !llvm.ptr, %arg1: i64) -> f64 {
llvm.func @sum(%p: !llvm.ptr, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.constant(0.000000e+00 : f64) : f64
  llvm.br ^bb1(%c0, %z : i64, f64)
^bb1(%i: i64, %acc: f64):
  %0 = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %0, ^bb2, ^bb3
^bb2:
  %1 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
  // CHECK: llvm.fadd %{{.*}}, %{{.*}}  {fastmathFlags = #llvm.fastmath<contract>} : f64
  %3 = llvm.fadd %acc, %2 {fastmathFlags = #llvm.fastmath<contract>} : f64
  %4 = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%4, %3 : i64, f64)
^bb3:
  llvm.return %acc : f64
}
