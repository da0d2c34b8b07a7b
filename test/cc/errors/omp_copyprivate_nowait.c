// copyprivate and nowait together on single.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel private(x)
  {
#pragma omp single copyprivate(x) nowait
    x = 1;
  }
  return 0;
}

// CHECK: {{^.*}}omp_copyprivate_nowait.c:8:20: error: 'copyprivate' and 'nowait' cannot both appear on 'single'{{$}}
// CHECK-NEXT: {{^}}#pragma omp single copyprivate(x) nowait{{$}}
// CHECK-NEXT: {{^}}                   ^{{$}}
