// A clause the directive does not take (schedule on parallel).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int s = 0;
#pragma omp parallel schedule(static)
  s++;
  return s;
}

// CHECK: {{^.*}}omp_clause_not_allowed.c:6:22: error: clause 'schedule' is not allowed on the 'parallel' directive{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel schedule(static){{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
