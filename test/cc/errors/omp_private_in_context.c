// The reduction, lastprivate and firstprivate variables of a
// worksharing loop must be shared in the enclosing context: not the
// automatic variables of an orphaned loop, nor variables declared in the
// enclosing parallel region (gcc and clang refuse them too).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
void orphaned(int n, int *out) {
  int s = 0;
#pragma omp for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += i;
  *out = s;
}
void inside(int n, int *out) {
#pragma omp parallel
  {
    int l = 0, fp = 1;
#pragma omp for lastprivate(l) firstprivate(fp)
    for (int i = 0; i < n; i++)
      l = i + fp;
    *out = l;
  }
}

// CHECK: {{^.*}}omp_private_in_context.c:9:30: error: reduction variable 's' is private in the enclosing context: it must be shared{{$}}
// CHECK-NEXT: {{^}}#pragma omp for reduction(+: s){{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}
// CHECK: {{^.*}}omp_private_in_context.c:18:29: error: lastprivate variable 'l' is private in the enclosing context: it must be shared{{$}}
// CHECK-NEXT: {{^}}#pragma omp for lastprivate(l) firstprivate(fp){{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}
// CHECK: {{^.*}}omp_private_in_context.c:18:45: error: firstprivate variable 'fp' is private in the enclosing context: it must be shared{{$}}
// CHECK-NEXT: {{^}}#pragma omp for lastprivate(l) firstprivate(fp){{$}}
// CHECK-NEXT: {{^}}                                            ^{{$}}
