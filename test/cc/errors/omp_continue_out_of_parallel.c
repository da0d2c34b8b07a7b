// continue cannot leave a parallel region for the loop around it.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
  for (int k = 0; k < 3; k++) {
#pragma omp parallel
    {
      if (x)
        continue;
    }
  }
  return 0;
}

// CHECK: {{^.*}}omp_continue_out_of_parallel.c:10:9: error: 'continue' cannot leave the OpenMP 'parallel' construct{{$}}
// CHECK-NEXT: {{^}}        continue;{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
