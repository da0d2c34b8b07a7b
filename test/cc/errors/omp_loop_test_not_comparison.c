// Non-canonical loop: the test is not a relational comparison.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i; i++)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_test_not_comparison.c:7:19: error: the loop of '#pragma omp parallel for' is not in canonical form: the test must compare the loop variable with <, <=, >, >= or !={{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i; i++){{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
