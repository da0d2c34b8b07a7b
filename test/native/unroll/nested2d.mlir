// cir-unroll on ../nested2d.mlir (loop nests over a 2-D array): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../nested2d.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: nested2d.mlir:42:9: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
// CHECK: nested2d.mlir:34:5: remark: loop not unrolled: its body holds a loop ('cir.for'): it is not innermost
// CHECK: nested2d.mlir:88:11: remark: loop unrolled by 3: trip count 4, epilogue of 1 iteration
// CHECK: nested2d.mlir:143:11: remark: loop unrolled by 3: trip count 3, no epilogue
