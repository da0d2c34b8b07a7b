// atomic update with a block instead of an expression statement.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp atomic
  {
    x++;
  }
  return x;
}

// CHECK: {{^.*}}omp_atomic_block.c:7:3: error: the statement of '#pragma omp atomic update' must have the form 'x++;', 'x += expr;' or 'x = x op expr;'{{$}}
// CHECK-NEXT: {{^}}  {{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
