// An unknown schedule kind.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for schedule(fastest)
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[3];
}

// CHECK: {{^.*}}omp_bad_schedule.c:6:35: error: expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in 'schedule' clause, found 'fastest'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for schedule(fastest){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
