// default(none) with a variable the region uses but no clause lists
// (the loop variable is predetermined private; sum is listed).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int n = 10, sum = 0;
#pragma omp parallel for default(none) reduction(+: sum)
  for (int i = 0; i < n; i++)
    sum += i;
  return sum;
}

// CHECK: {{^.*}}omp_default_none.c:8:23: error: variable 'n' must have its data-sharing attribute given: '#pragma omp parallel for' has default(none){{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++){{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}
