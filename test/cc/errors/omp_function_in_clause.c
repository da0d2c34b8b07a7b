// A function named in a data-sharing clause.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
static int f(void) { return 1; }
int main(void) {
  int x = 0;
#pragma omp parallel private(f)
  x += f();
  return x;
}

// CHECK: {{^.*}}omp_function_in_clause.c:7:30: error: 'f' is a function, not a variable{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel private(f){{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}
