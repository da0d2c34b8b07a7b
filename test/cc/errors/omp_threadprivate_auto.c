// threadprivate needs a variable with static storage duration; copyin a
// threadprivate variable.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int g;
int main(void) {
  int local = 0;
#pragma omp threadprivate(local)
#pragma omp parallel copyin(g)
  local++;
  return local;
}

// CHECK: {{^.*}}omp_threadprivate_auto.c:8:27: error: 'local' in 'threadprivate' must be a variable with static storage duration{{$}}
// CHECK-NEXT: {{^}}#pragma omp threadprivate(local){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
// CHECK: {{^.*}}omp_threadprivate_auto.c:9:29: error: 'g' in 'copyin' must be threadprivate{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel copyin(g){{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}
