// A pointer loop variable is not supported (reported at the init).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10], *p;
#pragma omp parallel for
  for (p = a; p < a + 10; p++)
    *p = 1;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_pointer_variable.c:7:8: error: the loop of '#pragma omp parallel for' is not in canonical form: the loop variable must have integer type (pointer loops are not supported){{$}}
// CHECK-NEXT: {{^}}  for (p = a; p < a + 10; p++){{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
