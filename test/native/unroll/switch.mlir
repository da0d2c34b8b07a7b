// cir-unroll on ../switch.mlir (switches in loop bodies): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../switch.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: switch.mlir:74:5: remark: loop unrolled by 3: trip count 9, no epilogue
// CHECK: switch.mlir:96:5: remark: loop unrolled by 3: trip count 10, epilogue of 1 iteration
