// Non-canonical loop: a != test with a step other than 1 or -1.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i != 10; i += 2)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_ne_step.c:7:19: error: the loop of '#pragma omp parallel for' is not in canonical form: a test with != needs a step of 1 or -1{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i != 10; i += 2){{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
