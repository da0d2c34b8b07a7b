// Non-canonical loop: no increment.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i < 10;)
    a[i++] = i;
  return a[2];
}

// CHECK: {{^.*}}omp_loop_no_increment.c:7:3: error: the loop of '#pragma omp parallel for' is not in canonical form: the loop needs an increment{{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < 10;){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
