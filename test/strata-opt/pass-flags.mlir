// One flag per registered pass; the passes run in command-line order, and
// a flag takes the pass's options after '=' (several in quotes). Passes
// anchored on an operation nest implicitly (test-fail runs on each
// func.func); the others run on the module.
// RUN: strata-opt --cse --canonicalize %s | filecheck %s
// RUN: strata-opt -cse -canonicalize=max-iterations=4 %s | filecheck %s
// RUN: strata-opt --cse '--canonicalize=max-iterations=4 region-simplify=false' %s | filecheck %s
// RUN: strata-opt --canonicalize="max-iterations=4 region-simplify=false" --cse %s --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=ORDER
// RUN: strata-opt --cse --test-emit-remark --cse %s --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=NEST
// Without a pass flag, the input is only verified and printed.
// RUN: strata-opt %s | filecheck %s --check-prefix=NONE

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// CHECK:      func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32

// ORDER:      Pass Manager with 2 passes:
// ORDER-NEXT: builtin.module(canonicalize{{[{]}}{{.*}}max-iterations=4 {{.*}}region-simplify=false{{.*}}},cse)

// NEST:      Pass Manager with 3 passes:
// NEST-NEXT: builtin.module(cse,func.func(test-emit-remark{{.*}}),cse)

// NONE: %1 = arith.addi %arg0, %arg0 : i32
