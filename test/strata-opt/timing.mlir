// --mlir-timing reports on stderr, after the run, the time of the parser,
// of each pass (nested as the pipeline is, by default) and of the output,
// as mlir-opt-16 lays it out. Only the shape is checked: times vary.
// RUN: strata-opt --mlir-timing --pass-pipeline='builtin.module(func.func(cse),canonicalize)' %s 2>&1 >/dev/null | filecheck %s
// RUN: strata-opt --mlir-timing --mlir-timing-display=list --cse --canonicalize %s 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: not strata-opt --mlir-timing --mlir-timing-display=flat %s 2>&1 | filecheck %s --check-prefix=BAD

func.func @f() {
  return
}

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Canonicalizer$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  Total$}}
// CHECK-NOT:  {{.}}

// LIST:     Execution time report
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  root$}}
// LIST-DAG: {{  Parser$}}
// LIST-DAG: {{  CSE$}}
// LIST-DAG: {{  Canonicalizer$}}
// LIST-DAG: {{  Output$}}
// LIST:     {{  Total$}}

// BAD: strata-opt: for the --mlir-timing-display option: Cannot find option named 'flat'!
