package main

import "fmt"

// kernel is one workload: a C program that initializes its data
// deterministically, times its kernel with clock_gettime and prints
// "checksum X" and "kernel T s" (the lines benchkit.ParseKernelOutput
// reads).
type kernel struct {
	name, what string
	source     func(scale int) string
}

var kernels = []kernel{
	{"matmul", "C += A*B on doubles, i-k-j order", matmulSource},
	{"stencil", "2D 5-point Jacobi sweeps on doubles", stencilSource},
	{"reduction", "sum of a long array, xor-ed with the pass number", reductionSource},
}

const timing = `#include <stdio.h>
#include <time.h>
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
`

// matmulSource is an N x N matrix multiply, N = 40*scale.
func matmulSource(scale int) string {
	n := 40 * scale
	return timing + fmt.Sprintf(`#define N %d
static double A[N][N], B[N][N], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 3 + j) %% 17) / 8.0;
      B[i][j] = (double)((i + j * 5) %% 13) / 4.0;
      C[i][j] = 0.0;
    }
  double t0 = now();
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++) {
      double a = A[i][k];
      for (int j = 0; j < N; j++)
        C[i][j] += a * B[k][j];
    }
  double t1 = now();
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * (double)(1 + (i + j) %% 3);
  printf("checksum %%.6f\n", s);
  printf("kernel %%.6f s\n", t1 - t0);
  return 0;
}
`, n)
}

// stencilSource is 10*scale sweeps of a 5-point stencil on a 100*scale
// square grid (two arrays, swapped each sweep).
func stencilSource(scale int) string {
	n, steps := 60*scale, 10*scale
	return timing + fmt.Sprintf(`#define N %d
#define STEPS %d
static double X[N][N], Y[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[i][j] = Y[i][j] = (double)((i * 7 + j * 3) %% 23);
  double t0 = now();
  for (int t = 0; t < STEPS; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        Y[i][j] = 0.2 * (X[i][j] + X[i - 1][j] + X[i + 1][j] + X[i][j - 1] + X[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        X[i][j] = 0.2 * (Y[i][j] + Y[i - 1][j] + Y[i + 1][j] + Y[i][j - 1] + Y[i][j + 1]);
  }
  double t1 = now();
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += X[i][j];
  printf("checksum %%.6f\n", s);
  printf("kernel %%.6f s\n", t1 - t0);
  return 0;
}
`, n, steps)
}

// reductionSource sums an array of 50000*scale longs 4*scale times.
func reductionSource(scale int) string {
	n, reps := 50000*scale, 4*scale
	return timing + fmt.Sprintf(`#define N %d
#define REPS %d
static long a[N];
int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = (i * 7 + 3) %% 1000;
  double t0 = now();
  long s = 0;
  for (int r = 0; r < REPS; r++)
    for (int i = 0; i < N; i++)
      s += a[i] ^ r;
  double t1 = now();
  printf("checksum %%ld\n", s);
  printf("kernel %%.6f s\n", t1 - t0);
  return 0;
}
`, n, reps)
}

// kernelNames lists the kernels for --kernels.
func kernelNames() []string {
	var ns []string
	for _, k := range kernels {
		ns = append(ns, k.name)
	}
	return ns
}
