// A clause without its closing parenthesis.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int s = 0;
#pragma omp parallel for reduction(+: s
  for (int i = 0; i < 10; i++)
    s += i;
  return s;
}

// CHECK: {{^.*}}omp_missing_paren.c:6:40: error: expected ')' to match this '(' at 6:35{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(+: s{{$}}
// CHECK-NEXT: {{^}}                                       ^{{$}}
