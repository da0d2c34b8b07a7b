// Non-canonical loop: no test.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0;; i++)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_no_test.c:7:3: error: the loop of '#pragma omp parallel for' is not in canonical form: the loop needs a test{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0;; i++){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
