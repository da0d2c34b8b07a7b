// --show-dialects lists the registered dialects, sorted, on one line (the
// layout of mlir-opt 17 and later; mlir-opt 16 puts one on each line), and
// exits without reading any input.
// RUN: strata-opt --show-dialects < /dev/null | filecheck %s --match-full-lines
// RUN: strata-opt -show-dialects | filecheck %s --match-full-lines
// RUN: strata-opt --show-dialects %S/Inputs/does-not-exist.mlir | filecheck %s --match-full-lines

// CHECK:     Available Dialects: arith, builtin, cf, cir, func, llvm, offload, omp, omp_lower, scf
// CHECK-NOT: {{.}}
