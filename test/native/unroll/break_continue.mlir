// cir-unroll on ../break_continue.mlir (breaks out of loops: left alone): the binaries built with factors
// 2, 3 and 4 print what gcc's build of ../break_continue.c prints (see lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %unroll-compare-native
// RUN: filecheck %prog < %t.out
// The loops unrolled (and left alone) at factor 3:
// RUN: strata-opt --cir-unroll='factor=3 remarks=true' %prog 2>&1 >/dev/null | filecheck %s
// CHECK: break_continue.mlir:35:5: remark: loop not unrolled: its body holds a 'cir.break' out of the loop
// CHECK: break_continue.mlir:80:9: remark: loop not unrolled: its body holds a 'cir.break' out of the loop
