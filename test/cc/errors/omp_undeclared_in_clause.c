// An undeclared variable in a data-sharing clause.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel private(y)
  x++;
  return x;
}

// CHECK: {{^.*}}omp_undeclared_in_clause.c:6:30: error: use of undeclared identifier 'y' in 'private' clause{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel private(y){{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}
