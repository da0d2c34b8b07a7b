// A misspelt directive.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
#pragma omp paralel
  {
  }
  return 0;
}

// CHECK: {{^.*}}omp_unknown_directive.c:5:13: error: unknown OpenMP directive 'paralel'{{$}}
// CHECK-NEXT: {{^}}#pragma omp paralel{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
