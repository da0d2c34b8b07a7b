// atomic capture with a statement that captures no update.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, v;
#pragma omp atomic capture
  v = x;
  return v;
}

// CHECK: {{^.*}}omp_atomic_capture_form.c:7:3: error: the statement of '#pragma omp atomic capture' must have the form 'v = x++;' or 'v = x += expr;'{{$}}
// CHECK-NEXT: {{^}}  v = x;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
