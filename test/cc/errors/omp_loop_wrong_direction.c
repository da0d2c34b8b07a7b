// Non-canonical loop: the step goes away from the bound.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i < 10; i--)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_wrong_direction.c:7:27: error: the loop of '#pragma omp parallel for' is not in canonical form: the increment goes away from the bound of the test{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < 10; i--){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
