// A while loop is not a canonical loop.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int i = 0;
#pragma omp parallel for
  while (i < 10)
    i++;
  return i;
}

// CHECK: {{^.*}}omp_for_while_loop.c:7:3: error: the loop of '#pragma omp parallel for' is not in canonical form: expected a for loop{{$}}
// CHECK-NEXT: {{^}}  while (i < 10){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
