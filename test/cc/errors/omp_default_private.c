// default(private) on parallel is not supported (list the variables).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel default(private)
  x++;
  return x;
}

// CHECK: {{^.*}}omp_default_private.c:6:30: error: default(private) is not supported; list the variables in a private clause{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel default(private){{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}
