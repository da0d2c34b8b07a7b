// A clause with an empty argument.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel num_threads()
  x++;
  return x;
}

// CHECK: {{^.*}}omp_missing_argument.c:6:34: error: expected an expression, found ')'{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(){{$}}
// CHECK-NEXT: {{^}}                                 ^{{$}}
