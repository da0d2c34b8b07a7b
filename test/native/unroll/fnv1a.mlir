// cir-unroll on ../fnv1a.mlir (hashing bytes): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../fnv1a.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: fnv1a.mlir:76:5: remark: loop unrolled by 3: unknown trip count, epilogue
// CHECK: fnv1a.mlir:139:5: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
