// atomic compare is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, e = 0, d = 1;
#pragma omp atomic compare
  x = x == e ? d : x;
  return x;
}

// CHECK: {{^.*}}omp_atomic_compare.c:6:20: error: 'atomic compare' is not supported{{$}}
// CHECK-NEXT: {{^}}#pragma omp atomic compare{{$}}
// CHECK-NEXT: {{^}}                   ^{{$}}
