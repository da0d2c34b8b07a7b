// Non-canonical loop: i *= 2 is not an additive step.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[64];
#pragma omp parallel for
  for (int i = 1; i < 64; i *= 2)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_multiplicative_increment.c:7:27: error: the loop of '#pragma omp parallel for' is not in canonical form: the increment must be ++, --, += or -= on the loop variable{{$}}
// CHECK-NEXT: {{^}}  for (int i = 1; i < 64; i *= 2){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
