// An operator that is not a reduction identifier.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int s = 0;
#pragma omp parallel for reduction(/: s)
  for (int i = 0; i < 10; i++)
    s += i;
  return s;
}

// CHECK: {{^.*}}omp_bad_reduction_op.c:6:36: error: expected a reduction identifier (+ - * & | ^ && || min max), found '/'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(/: s){{$}}
// CHECK-NEXT: {{^}}                                   ^{{$}}
