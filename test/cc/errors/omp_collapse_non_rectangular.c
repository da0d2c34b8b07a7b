// collapse over a non-rectangular nest (the inner bound uses the outer
// variable) is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int cnt = 0;
#pragma omp parallel for collapse(2) reduction(+: cnt)
  for (int i = 0; i < 4; i++)
    for (int j = i; j < 4; j++)
      cnt += 1;
  return cnt;
}

// CHECK: {{^.*}}omp_collapse_non_rectangular.c:9:18: error: a non-rectangular loop nest is not supported: the loop of 'j' uses 'i' of an outer loop of the collapse{{$}}
// CHECK-NEXT: {{^}}    for (int j = i; j < 4; j++){{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}
