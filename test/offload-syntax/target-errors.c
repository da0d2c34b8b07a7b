// Malformed and misplaced target directives get located errors.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck %s

int main(void) {
  double a[10];
  int n = 10;
  // CHECK: target-errors.c:[[@LINE+1]]:24: error: map type 'delete' is not allowed on '#pragma omp target'
#pragma omp target map(delete: a)
  a[0] = 1;
  // CHECK: target-errors.c:[[@LINE+2]]:35: error: map type 'from' is not allowed on '#pragma omp target enter data': 'to' and 'alloc' are
  // CHECK-NEXT: {{^}}#pragma omp target enter data map(from: a){{$}}
#pragma omp target enter data map(from: a)
  // CHECK: target-errors.c:[[@LINE+1]]:13: error: '#pragma omp target update' needs a 'to' or 'from' clause
#pragma omp target update if(n)
  // CHECK: target-errors.c:[[@LINE+1]]:32: error: expected a map type (to, from, tofrom, alloc, release, delete) or modifier (always, close, present), found 'sideways'
#pragma omp target map(always, sideways: a)
  a[1] = 2;
  // CHECK: target-errors.c:[[@LINE+1]]:26: error: clause 'schedule' is not allowed on the 'target teams' directive
#pragma omp target teams schedule(static)
  a[2] = 3;
  // CHECK: target-errors.c:[[@LINE+1]]:13: error: '#pragma omp requires' must appear at file scope
#pragma omp requires unified_shared_memory
  return 0;
}
