// The statement of sections must be a block of sections.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel sections
  x++;
  return x;
}

// CHECK: {{^.*}}omp_sections_not_block.c:7:3: error: the statement of '#pragma omp parallel sections' must be a block of sections{{$}}
// CHECK-NEXT: {{^}}  x++;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
