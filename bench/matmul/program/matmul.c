// The matmul benchmark's C side: a 1024x1024 double matrix multiply
// C += A * B in i-k-j order, timed with clock_gettime around the kernel;
// the same program as matmul.mlir, compiled by clang-16 -O3.
#include <stdio.h>
#include <time.h>

#define N 1024

void matmul(int n, const double *a, const double *b, double *c) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++) {
      double aik = a[i * n + k];
      for (int j = 0; j < n; j++)
        c[i * n + j] += aik * b[k * n + j];
    }
}

static double a[N * N], b[N * N], c[N * N];

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void) {
  for (int i = 0; i < N * N; i++) {
    a[i] = (i * 7 % 13) * 0.25 - 1.0;
    b[i] = (i * 5 % 11) * 0.5 - 2.0;
  }
  double t0 = now();
  matmul(N, a, b, c);
  double t1 = now();
  double sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += c[i];
  printf("checksum %.17g\n", sum);
  printf("kernel %.6f s\n", t1 - t0);
  return 0;
}
