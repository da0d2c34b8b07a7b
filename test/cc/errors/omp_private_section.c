// An array section in private.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel private(a[0:5])
  a[0] = 1;
  return a[0];
}

// CHECK: {{^.*}}omp_private_section.c:6:30: error: an array section is not allowed in 'private'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel private(a[0:5]){{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}
