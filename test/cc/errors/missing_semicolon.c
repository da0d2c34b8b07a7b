// A syntax error: a missing semicolon, reported at the next token.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 1
  return x;
}

// CHECK: {{^.*}}missing_semicolon.c:6:3: error: unexpected 'return', expected ';'{{$}}
// CHECK-NEXT: {{^}}  return x;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
