// cir-unroll on ../sort.mlir (bounds known only at run time): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../sort.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: sort.mlir:47:11: remark: loop unrolled by 3: unknown trip count, epilogue
// CHECK: sort.mlir:166:5: remark: loop unrolled by 3: unknown trip count, epilogue
