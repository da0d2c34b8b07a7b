// masked filter needs an integer expression.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel
#pragma omp masked filter(1.5)
  x++;
  return x;
}

// CHECK: {{^.*}}omp_filter_not_integer.c:7:27: error: the expression must have integer type, not 'double'{{$}}
// CHECK-NEXT: {{^}}#pragma omp masked filter(1.5){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
