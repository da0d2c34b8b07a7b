// return cannot leave a parallel region.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel
  {
    if (x)
      return 1;
  }
  return 0;
}

// CHECK: {{^.*}}omp_return_in_parallel.c:9:7: error: 'return' cannot leave the OpenMP 'parallel' construct{{$}}
// CHECK-NEXT: {{^}}      return 1;{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
