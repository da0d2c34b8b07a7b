// A standalone directive (barrier) cannot be the statement of a
// construct.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
  if (x)
#pragma omp parallel
#pragma omp barrier
  x++;
  return x;
}

// CHECK: {{^.*}}omp_barrier_as_statement.c:9:13: error: '#pragma omp barrier' cannot be the statement of '#pragma omp parallel'{{$}}
// CHECK-NEXT: {{^}}#pragma omp barrier{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
