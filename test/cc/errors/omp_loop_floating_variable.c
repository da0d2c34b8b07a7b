// Non-canonical loop: a floating loop variable.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  double s = 0;
#pragma omp parallel for reduction(+: s)
  for (double x = 0; x < 1; x += 0.1)
    s += x;
  return (int)s;
}

// CHECK: {{^.*}}omp_loop_floating_variable.c:7:15: error: the loop of '#pragma omp parallel for' is not in canonical form: the loop variable must have integer type (pointer loops are not supported){{$}}
// CHECK-NEXT: {{^}}  for (double x = 0; x < 1; x += 0.1){{$}}
// CHECK-NEXT: {{^}}              ^{{$}}
