// Errors in clause expressions that name members and elements.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
struct cfg { int threads; };
int main(void) {
  struct cfg c = {2};
  int n = 3, x = 0;
#pragma omp parallel num_threads(c.nthreads)
  x++;
#pragma omp parallel num_threads(n[0])
  x++;
#pragma omp parallel num_threads(n.threads)
  x++;
  return x;
}

// CHECK: {{^.*}}omp_clause_member.c:8:35: error: 'struct cfg' has no member named 'nthreads'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(c.nthreads){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
// CHECK: {{^.*}}omp_clause_member.c:10:34: error: a pointer or an array is needed here, not 'int'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(n[0]){{$}}
// CHECK-NEXT: {{^}}                                 ^{{$}}
// CHECK: {{^.*}}omp_clause_member.c:12:35: error: 'int' is not a struct or union{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(n.threads){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
