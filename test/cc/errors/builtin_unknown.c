// A gcc builtin the front end does not know is a located error.
// RUN: not strata-cc -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  return __builtin_parity(7u);
}

// CHECK: {{^.*}}builtin_unknown.c:5:10: error: the builtin '__builtin_parity' is not supported{{$}}
// CHECK-NEXT: {{^}}  return __builtin_parity(7u);{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
