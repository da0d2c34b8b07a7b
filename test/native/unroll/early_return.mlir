// cir-unroll on ../early_return.mlir (returns from loop bodies): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../early_return.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: early_return.mlir:38:9: remark: loop unrolled by 3: trip count 5, epilogue of 2 iterations
// CHECK: early_return.mlir:86:5: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
