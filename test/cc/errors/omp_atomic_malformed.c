// atomic update whose statement updates no variable with itself
// (x = y + z).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, y = 1, z = 2;
#pragma omp parallel
  {
#pragma omp atomic
    x = y + z;
  }
  return x;
}

// CHECK: {{^.*}}omp_atomic_malformed.c:10:5: error: the statement of '#pragma omp atomic update' must have the form 'x++;', 'x += expr;' or 'x = x op expr;'{{$}}
// CHECK-NEXT: {{^}}    x = y + z;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
