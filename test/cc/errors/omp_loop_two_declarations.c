// Non-canonical loop: the init declares two variables.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0, j = 0; i < 10; i++)
    a[i] = j;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_two_declarations.c:7:8: error: the loop of '#pragma omp parallel for' is not in canonical form: the init must declare one variable with an initial value{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0, j = 0; i < 10; i++){{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
