// --pass-pipeline takes a textual pipeline wrapped in builtin.module(...).
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),canonicalize{max-iterations=3})' %s | filecheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),canonicalize{max-iterations=3})' --dump-pass-pipeline %s 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// An empty pipeline runs nothing.
// RUN: strata-opt --pass-pipeline='builtin.module()' --dump-pass-pipeline %s 2>&1 | filecheck %s --check-prefix=EMPTY

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// CHECK:      %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32

// DUMP:      {{^}}Pass Manager with 2 passes:{{$}}
// DUMP-NEXT: {{^}}builtin.module(func.func(cse),canonicalize{{[{]}}{{.*}}max-iterations=3{{.*}}}){{$}}
// DUMP-EMPTY:

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module()
// EMPTY:      %1 = arith.addi %arg0, %arg0 : i32
