// A section pragma needs a statement after it; a section inside a
// section's statement is not directly in the sections construct.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel sections
  {
    {
#pragma omp section
      x++;
    }
#pragma omp section
  }
  return x;
}

// CHECK: {{^.*}}omp_section_at_end.c:10:13: error: '#pragma omp section' may only be used directly in a '#pragma omp sections' construct{{$}}
// CHECK-NEXT: {{^}}#pragma omp section{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
// CHECK: {{^.*}}omp_section_at_end.c:14:3: error: '#pragma omp section' must be followed by a statement{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
