// #pragma omp parallel with no statement after it (end of a block).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
  {
    x++;
#pragma omp parallel
  }
  return x;
}

// CHECK: {{^.*}}omp_parallel_at_end_of_block.c:8:13: error: '#pragma omp parallel' must be followed by a statement{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
