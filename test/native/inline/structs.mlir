// --inline on ../structs.mlir: every call of a function of the program is
// inlined, and the binary prints what gcc's build of ../structs.c prints (see
// lit.cfg).
// REQUIRES: opt, llc, gcc
// RUN: %inline-compare-native
// RUN: diff %t.ref %t.out
// RUN: strata-opt --inline %prog | filecheck %s
// CHECK-LABEL: cir.func @main
// CHECK-NOT: cir.call @area(
// CHECK: cir.return
