// default(none) on a task.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, y = 1;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task default(none) shared(x)
    x += y;
  }
  return x;
}

// CHECK: {{^.*}}omp_default_none_task.c:10:10: error: variable 'y' must have its data-sharing attribute given: '#pragma omp task' has default(none){{$}}
// CHECK-NEXT: {{^}}    x += y;{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
