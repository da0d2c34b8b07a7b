// An executable directive at file scope.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#pragma omp barrier
int main(void) { return 0; }

// CHECK: {{^.*}}omp_file_scope_executable.c:4:13: error: '#pragma omp barrier' is not allowed at file scope{{$}}
// CHECK-NEXT: {{^}}#pragma omp barrier{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
