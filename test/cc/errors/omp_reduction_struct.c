// A reduction on a struct (no declare reduction) is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
struct acc { int n; double s; };
int main(void) {
  struct acc a = {0, 0};
#pragma omp parallel for reduction(+: a)
  for (int i = 0; i < 10; i++)
    a.n++;
  return a.n;
}

// CHECK: {{^.*}}omp_reduction_struct.c:7:39: error: reduction on 'a' of type 'struct acc' is not supported: it must be an integer or floating variable{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(+: a){{$}}
// CHECK-NEXT: {{^}}                                      ^{{$}}
