// atomic write needs x = expr.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp atomic write
  x++;
  return x;
}

// CHECK: {{^.*}}omp_atomic_write_form.c:7:3: error: the statement of '#pragma omp atomic write' must have the form 'x = expr;'{{$}}
// CHECK-NEXT: {{^}}  x++;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
