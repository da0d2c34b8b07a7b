// --verify-diagnostics reports, in mlir-opt's words and located, each
// diagnostic nobody expected, each expectation nothing met, a severity
// other than the expected one, and a malformed directive; the exit status
// is then 1. The input is in Inputs/, where these lines' expected-*
// comments do not count.
// RUN: not strata-opt --split-input-file --verify-diagnostics %S/Inputs/verify-diagnostics-mismatch.mlir 2>&1 >/dev/null | filecheck %s --strict-whitespace

// CHECK:      {{^}}{{.*}}verify-diagnostics-mismatch.mlir:4:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1{{$}}
// CHECK-NEXT: {{^}}  return{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK-NEXT: {{^}}{{.*}}verify-diagnostics-mismatch.mlir:10:6: error: expected error "this is not produced" was not produced{{$}}
// CHECK-NEXT: {{^}}  // expected-error @+1 {{[{][{]}}this is not produced{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}{{.*}}verify-diagnostics-mismatch.mlir:17:14: error: 'error' diagnostic emitted when expecting a 'warning'{{$}}
// CHECK-NEXT: {{^}}  return  // expected-warning {{[{][{]}}has 0 operands{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}             ^{{$}}
// CHECK-NEXT: {{^}}{{.*}}verify-diagnostics-mismatch.mlir:17:14: error: expected warning "has 0 operands" was not produced{{$}}
// CHECK-NEXT: {{^}}  return  // expected-warning {{[{][{]}}has 0 operands{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}             ^~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}{{.*}}verify-diagnostics-mismatch.mlir:22:4: error: found start of regex with no end '}}'{{$}}
// CHECK-NEXT: {{^}}// expected-error-re @+1 {{[{][{]}}unterminated {{[{][{]}}regex{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NOT:  {{.}}
