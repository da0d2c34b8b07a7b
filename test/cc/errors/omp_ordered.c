// The ordered clause is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for ordered
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[1];
}

// CHECK: {{^.*}}omp_ordered.c:6:26: error: 'ordered' is not supported{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for ordered{{$}}
// CHECK-NEXT: {{^}}                         ^{{$}}
