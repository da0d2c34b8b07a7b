// A bitwise reduction on a floating variable is not allowed.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  double d = 1;
#pragma omp parallel for reduction(&: d)
  for (int i = 0; i < 10; i++)
    d = d;
  return (int)d;
}

// CHECK: {{^.*}}omp_reduction_bitand_double.c:6:39: error: reduction '&' on the floating variable 'd' is not allowed{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(&: d){{$}}
// CHECK-NEXT: {{^}}                                      ^{{$}}
