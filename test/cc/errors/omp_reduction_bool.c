// A reduction on a _Bool variable is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdbool.h>
int main(void) {
  bool all = true;
#pragma omp parallel for reduction(&&: all)
  for (int i = 0; i < 10; i++)
    all = all && i < 20;
  return all;
}

// CHECK: {{^.*}}omp_reduction_bool.c:7:40: error: reduction on the _Bool variable 'all' is not supported (an int works){{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(&&: all){{$}}
// CHECK-NEXT: {{^}}                                       ^{{$}}
