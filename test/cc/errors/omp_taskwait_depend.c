// depend on taskwait is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    x = 1;
#pragma omp taskwait depend(in: x)
  }
  return x;
}

// CHECK: {{^.*}}omp_taskwait_depend.c:11:22: error: 'depend' on 'taskwait' is not supported{{$}}
// CHECK-NEXT: {{^}}#pragma omp taskwait depend(in: x){{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
