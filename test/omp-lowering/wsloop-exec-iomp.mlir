// Executed: wsloop-exec.mlir (every schedule, corner cases, reductions),
// lowered for LLVM's libomp (iomp) and run with the harness compiled by
// clang-16, whose parallel regions are libomp's too.
//
// REQUIRES: llc, clang-16, libomp
// RUN: sed -n 's|^// C: \{0,1\}||p' %S/wsloop-exec.mlir > %t.c
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %S/wsloop-exec.mlir | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.iomp.o && clang-16 -O1 -fopenmp -DWITH_PARALLEL %t.c %t.iomp.o -L/usr/lib/llvm-16/lib -Wl,-rpath,/usr/lib/llvm-16/lib -o %t.iomp && %t.iomp | FileCheck %S/wsloop-exec.mlir
