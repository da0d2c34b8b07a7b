// #pragma omp for not followed by a for loop.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int s = 0;
#pragma omp parallel
  {
#pragma omp for
    s++;
  }
  return s;
}

// CHECK: {{^.*}}omp_for_not_loop.c:9:5: error: the loop of '#pragma omp for' is not in canonical form: expected a for loop{{$}}
// CHECK-NEXT: {{^}}    s++;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
