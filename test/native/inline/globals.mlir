// --inline on ../globals.mlir: every call of a function of the program is
// inlined, and the binary prints what gcc's build of ../globals.c prints (see
// lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %inline-compare-native
// RUN: diff %t.ref %t.out
// RUN: strata-opt --inline %prog | filecheck %s
// CHECK-LABEL: cir.func @main
// CHECK-NOT: cir.call @next_id(
// CHECK: cir.return
