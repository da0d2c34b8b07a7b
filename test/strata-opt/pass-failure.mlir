// A failing pass reports its located error and stops the pipeline on the
// operation it failed on: the passes after it do not run there (no remark
// about @f), while the other functions go on (the remark about @g). The
// exit status is 1, nothing is printed, and -o is not written.
// RUN: not strata-opt --test-fail=only=f --test-emit-remark %s > %t.out 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: test ! -s %t.out
// RUN: rm -f %t.o && not strata-opt --test-fail=only=f %s -o %t.o 2>/dev/null
// RUN: test ! -e %t.o
// RUN: not strata-opt --mlir-disable-threading --test-fail=only=f --test-emit-remark %s 2>&1 | filecheck %s
// An error a pass reports without failing still makes the exit status 1.
// RUN: not strata-opt --test-emit-remark=severity=error %s 2>&1 | filecheck %s --check-prefix=REPORTED

func.func @f() {
  return
}
func.func @g() {
  return
}

// The reports of passes come first, then the error.
// CHECK-NOT:  remark: 'func.func' op visited function @f
// CHECK:      pass-failure.mlir:17:1: remark: 'func.func' op visited function @g
// CHECK-NOT:  remark: 'func.func' op visited function @f
// CHECK:      pass-failure.mlir:14:1: error: 'func.func' op failed as asked by test-fail on @f
// CHECK-NOT:  remark: 'func.func' op visited function @f

// REPORTED: pass-failure.mlir:14:1: error: 'func.func' op visited function @f
