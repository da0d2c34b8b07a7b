// A misspelt clause.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
#pragma omp parallel num_thread(4)
  {
  }
  return 0;
}

// CHECK: {{^.*}}omp_unknown_clause.c:5:22: error: unknown OpenMP clause 'num_thread'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_thread(4){{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
