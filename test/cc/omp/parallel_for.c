// #pragma omp parallel for: the combined construct; results written per
// iteration, the loop variable declared outside the loop (private, and
// the original untouched), a body that calls functions, with continue
// (ends the iteration), nested sequential loops inside, and a 2-D array.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: squares 0 1 4 9 ... 9801
// CHECK: outer i 1234
#include <stdio.h>

#define N 100
static double sq(double x) { return x * x; }

int main(void) {
  int v[N];
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    v[i] = (int)sq(i);
  printf("squares %d %d %d %d ... %d\n", v[0], v[1], v[2], v[3], v[N - 1]);
  int i = 1234;
  long odd[N] = {0};
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    if (i % 2 == 0)
      continue;
    odd[i] = i;
  }
  long s = 0;
  for (int k = 0; k < N; k++)
    s += odd[k];
  printf("odd sum %ld\n", s);
  printf("outer i %d\n", i);
  double m[20][30];
#pragma omp parallel for
  for (int r = 0; r < 20; r++)
    for (int c = 0; c < 30; c++)
      m[r][c] = r * 100 + c;
  double t = 0;
  for (int r = 0; r < 20; r++)
    t += m[r][29 - r];
  printf("matrix %f\n", t);
  return 0;
}
