// cir-unroll on ../sieve.mlir (a step that is not a constant): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../sieve.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: sieve.mlir:42:11: remark: loop not unrolled: its step is not a constant
// CHECK: sieve.mlir:75:5: remark: loop unrolled by 3: trip count 99, no epilogue
