// A type error: calling an int.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 1;
  return x(2);
}

// CHECK: {{^.*}}call_non_function.c:6:10: error: expected pointer to function: int{{$}}
// CHECK-NEXT: {{^}}  return x(2);{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
