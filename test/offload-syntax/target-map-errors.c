// What map list items, defaultmap and motion clauses do not support gets
// located errors.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck %s

union u { int i; float f; };
struct s { int a; int *p; union u u; struct s *next; };

int main(void) {
  int **pp = 0;
  int n = 4, m = 4, x = 0;
  struct s v;
  // CHECK: target-map-errors.c:[[@LINE+1]]:46: error: 'pp[:][:]' is not contiguous storage: a section of pointers cannot be mapped with the sections of what they point to; map the pointers, then each pointer's section ('pp[i][lo:len]')
#pragma omp target enter data map(to: pp[0:n][0:m])
  // CHECK: target-map-errors.c:[[@LINE+1]]:24: error: a section through a pointer in memory is not supported on '#pragma omp target': map it with 'target enter data' (the region finds the mapping)
#pragma omp target map(pp[1][0:m])
  x = pp[1][0];
  // CHECK: target-map-errors.c:[[@LINE+1]]:27: error: mapping a member of a union is not supported: map the union
#pragma omp target map(v.u.i)
  x = v.u.i;
  // CHECK: target-map-errors.c:[[@LINE+1]]:30: error: a member reached through a pointer member is not supported in a list item: map the pointer's section
#pragma omp target map(v.next->a)
  x = v.a;
  // CHECK: target-map-errors.c:[[@LINE+1]]:29: error: 'v.a' appears in more than one map clause
#pragma omp target map(v.a, v.a)
  x = v.a;
  // CHECK: target-map-errors.c:[[@LINE+1]]:20: error: 'x' must be listed in a data-sharing or map clause of '#pragma omp target': defaultmap(none) applies to it
#pragma omp target defaultmap(none)
  x = 1;
  // CHECK: target-map-errors.c:[[@LINE+1]]:31: error: expected 'alloc', 'to', 'from', 'tofrom', 'firstprivate', 'none', 'default' or 'present' in 'defaultmap' clause, found 'sideways'
#pragma omp target defaultmap(sideways: scalar)
  x = 1;
  // CHECK: target-map-errors.c:[[@LINE+1]]:35: error: more than one 'defaultmap' clause for the scalar category
#pragma omp target defaultmap(to) defaultmap(from: scalar)
  x = 1;
  return x;
}
