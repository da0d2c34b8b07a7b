// cir-unroll on ../matmul_small.mlir (a triple loop nest): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../matmul_small.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: matmul_small.mlir:46:9: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
// CHECK: matmul_small.mlir:92:9: remark: loop not unrolled: its trip count (2) is less than the factor (3)
// CHECK: matmul_small.mlir:149:15: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
// CHECK: matmul_small.mlir:210:5: remark: loop unrolled by 3: trip count 3, no epilogue
