// GNU nested functions are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int inner(int x) { return x + 1; }
  return inner(1);
}

// CHECK: {{^.*}}nested_function.c:5:3: error: a nested function is not supported{{$}}
// CHECK-NEXT: {{^}}  int inner(int x) { return x + 1; }{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
