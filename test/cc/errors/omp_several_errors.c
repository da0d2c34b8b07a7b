// Several errors in one function are all reported, in order, and the
// functions after it are still checked.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10], s = 0;
#pragma omp parallel for schedule(sometimes)
  for (int i = 0; i < 10; i++)
    a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < 10; i *= 3)
    s += a[i];
  return s;
}
static int other(void) {
#pragma omp parallel
  return 0;
}

// CHECK: {{^.*}}omp_several_errors.c:7:35: error: expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in 'schedule' clause, found 'sometimes'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for schedule(sometimes){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
// CHECK: {{^.*}}omp_several_errors.c:11:27: error: the loop of '#pragma omp parallel for' is not in canonical form: the increment must be ++, --, += or -= on the loop variable{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < 10; i *= 3){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
// CHECK: {{^.*}}omp_several_errors.c:17:3: error: 'return' cannot leave the OpenMP 'parallel' construct{{$}}
// CHECK-NEXT: {{^}}  return 0;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
