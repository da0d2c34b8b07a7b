// section outside sections.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp section
  x++;
  return x;
}

// CHECK: {{^.*}}omp_section_outside_sections.c:6:13: error: '#pragma omp section' may only be used directly in a '#pragma omp sections' construct{{$}}
// CHECK-NEXT: {{^}}#pragma omp section{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
