// collapse needs a positive constant.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10][10];
#pragma omp parallel for collapse(0)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] = i + j;
  return a[1][2];
}

// CHECK: {{^.*}}omp_collapse_zero.c:6:35: error: the argument of 'collapse' must be a positive integer constant{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(0){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
