// atomic read needs v = x.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, v = 0;
#pragma omp atomic read
  v += x;
  return v;
}

// CHECK: {{^.*}}omp_atomic_read_form.c:7:3: error: the statement of '#pragma omp atomic read' must have the form 'v = x;'{{$}}
// CHECK-NEXT: {{^}}  v += x;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
