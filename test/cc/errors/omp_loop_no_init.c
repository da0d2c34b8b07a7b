// Non-canonical loop: no init.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int i = 0, a[10];
#pragma omp parallel for
  for (; i < 10; i++)
    a[i] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_no_init.c:7:3: error: the loop of '#pragma omp parallel for' is not in canonical form: the init must assign the loop variable ('i = lb'){{$}}
// CHECK-NEXT: {{^}}  for (; i < 10; i++){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
