/* The offloaded kernel of bench/gpumodel: a 3-point stencil over two
 * 4 MiB arrays, 8 sweeps, each a target region (teams distribute
 * parallel for) over host memory (USM) or mapped copies (explicit). */
#include <stdio.h>
#include <stdlib.h>

#define N (512 * 1024)

int main(void) {
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  for (int i = 0; i < N; i++)
    a[i] = i % 17;
  for (int s = 0; s < 8; s++) {
#pragma omp target teams distribute parallel for map(tofrom : a[0:N], b[0:N])
    for (int i = 1; i < N - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
    double *t = a;
    a = b;
    b = t;
  }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("%.6f\n", sum);
  return 0;
}
