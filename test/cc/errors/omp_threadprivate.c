// threadprivate is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int counter;
#pragma omp threadprivate(counter)
int main(void) { return counter; }

// CHECK: {{^.*}}omp_threadprivate.c:5:13: error: '#pragma omp threadprivate' is not supported yet{{$}}
// CHECK-NEXT: {{^}}#pragma omp threadprivate(counter){{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
