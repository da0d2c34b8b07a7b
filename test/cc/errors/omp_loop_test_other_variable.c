// Non-canonical loop: the test does not use the loop variable.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10], j = 0;
#pragma omp parallel for
  for (int i = 0; j < 10; i++)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_test_other_variable.c:7:19: error: the loop of '#pragma omp parallel for' is not in canonical form: the test must compare the loop variable 'i'{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; j < 10; i++){{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
