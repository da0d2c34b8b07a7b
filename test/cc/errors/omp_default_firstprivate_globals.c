// default(private) and default(firstprivate) privatize the region's
// locals only: a variable of file scope the region names must be listed
// (OpenMP 5.2, 5.4.1), as gcc requires.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int g;
static int sg;
int main(void) {
  int x = 0;
#pragma omp parallel default(firstprivate) shared(sg)
  x = g + sg;
#pragma omp parallel default(private)
  x = sg;
  return x;
}

// CHECK: {{^.*}}omp_default_firstprivate_globals.c:11:7: error: variable 'g' must have its data-sharing attribute given: '#pragma omp parallel' has default(firstprivate){{$}}
// CHECK-NEXT: {{^}}  x = g + sg;{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
// CHECK: {{^.*}}omp_default_firstprivate_globals.c:13:7: error: variable 'sg' must have its data-sharing attribute given: '#pragma omp parallel' has default(private){{$}}
// CHECK-NEXT: {{^}}  x = sg;{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
