// A clause that may appear once, twice.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int s = 0;
#pragma omp parallel num_threads(2) num_threads(4)
  s++;
  return s;
}

// CHECK: {{^.*}}omp_duplicate_clause.c:6:37: error: clause 'num_threads' appears more than once on the 'parallel' directive{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(2) num_threads(4){{$}}
// CHECK-NEXT: {{^}}                                    ^{{$}}
