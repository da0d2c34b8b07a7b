// collapse(2) over a single loop: the second loop is missing.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[1];
}

// CHECK: {{^.*}}omp_collapse_too_deep.c:8:5: error: the loop of '#pragma omp parallel for' is not in canonical form: expected a for loop{{$}}
// CHECK-NEXT: {{^}}    a[i] = i;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
