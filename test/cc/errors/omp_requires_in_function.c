// requires belongs at file scope.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
#pragma omp requires unified_shared_memory
  return 0;
}

// CHECK: {{^.*}}omp_requires_in_function.c:5:13: error: '#pragma omp requires' must appear at file scope{{$}}
// CHECK-NEXT: {{^}}#pragma omp requires unified_shared_memory{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
