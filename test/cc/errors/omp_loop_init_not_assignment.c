// Non-canonical loop: the init is not var = lb.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int i = 0, a[10];
#pragma omp parallel for
  for (i += 1; i < 10; i++)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_init_not_assignment.c:7:3: error: the loop of '#pragma omp parallel for' is not in canonical form: the init must assign the loop variable ('i = lb'){{$}}
// CHECK-NEXT: {{^}}  for (i += 1; i < 10; i++){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
