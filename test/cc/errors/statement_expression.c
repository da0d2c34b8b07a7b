// GNU statement expressions are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = ({ int y = 2; y * 3; });
  return x;
}

// CHECK: {{^.*}}statement_expression.c:5:11: error: a statement expression ('({ ... })') is not supported{{$}}
// CHECK-NEXT: {{^}}  int x = ({ int y = 2; y * 3; });{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}
