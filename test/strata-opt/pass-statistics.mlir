// --mlir-pass-statistics reports the statistics of the passes on stderr
// after the run: merged by pass name (list, the default) or nested as the
// pipeline is (--mlir-pass-statistics-display=pipeline).
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops),test-count-ops)' --mlir-pass-statistics %s 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops),test-count-ops)' --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops),test-count-ops)' --mlir-pass-statistics --mlir-pass-statistics-display=pipeline %s 2>&1 >/dev/null | filecheck %s --check-prefix=PIPE
// RUN: not strata-opt --cse --mlir-pass-statistics --mlir-pass-statistics-display=tree %s 2>&1 | filecheck %s --check-prefix=BAD
// Without the flag, there is no report.
// RUN: strata-opt --cse %s 2>&1 | filecheck %s --check-prefix=NONE

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  return
}

// LIST:      ===-------------------------------------------------------------------------===
// LIST-NEXT:                          ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   CSE
// LIST-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// LIST-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// The test-count-ops of both levels are merged: 4 ops in the functions,
// 6 in the module.
// LIST-NEXT:   TestCountOps
// LIST-NEXT:     (S) 10 num-ops - Number of operations visited
// LIST-NOT:  {{.}}

// PIPE:      ... Pass statistics report ...
// PIPE:      'func.func' Pipeline
// PIPE-NEXT:   CSE
// PIPE-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// PIPE-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// PIPE-NEXT:   TestCountOps
// PIPE-NEXT:     (S) 4 num-ops - Number of operations visited
// PIPE-NEXT: TestCountOps
// PIPE-NEXT:   (S) 6 num-ops - Number of operations visited

// BAD: strata-opt: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

// NONE-NOT: statistics
