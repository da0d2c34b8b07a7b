// cir-unroll on ../globals.mlir (loops over globals): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../globals.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: globals.mlir:50:5: remark: loop unrolled by 3: trip count 6, no epilogue
// CHECK: globals.mlir:77:5: remark: loop unrolled by 3: trip count 5, epilogue of 2 iterations
// CHECK: globals.mlir:105:5: remark: loop unrolled by 3: trip count 100, epilogue of 1 iteration
