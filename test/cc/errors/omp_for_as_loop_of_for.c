// A directive in place of the loop of another.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
#pragma omp for
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[1];
}

// CHECK: {{^.*}}omp_for_as_loop_of_for.c:7:13: error: '#pragma omp for' cannot be the loop of '#pragma omp parallel for'{{$}}
// CHECK-NEXT: {{^}}#pragma omp for{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
