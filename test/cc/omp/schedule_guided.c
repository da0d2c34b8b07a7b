// schedule(guided), schedule(guided, chunk) on a decreasing loop,
// schedule(auto) and schedule(runtime): each iteration runs exactly once.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: guided once 1
// CHECK: guided,5 once 1
// CHECK: auto once 1
// CHECK: runtime once 1
#include <omp.h>
#include <stdio.h>

#define N 200
static int hits[N];
static void reset(void) {
  for (int i = 0; i < N; i++)
    hits[i] = 0;
}
static int once(void) {
  int ok = 1;
  for (int i = 0; i < N; i++)
    ok &= hits[i] == 1;
  return ok;
}
static void owners(const char *what, const int *own, int n) {
  printf("%s owners ", what);
  for (int i = 0; i < n; i++)
    printf("%d", own[i]);
  printf("\n");
}

int main(void) {
  reset();
#pragma omp parallel for schedule(guided) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("guided once %d\n", once());
  reset();
#pragma omp parallel for schedule(guided, 5) num_threads(4)
  for (int i = N - 1; i >= 0; i--)
    hits[i]++;
  printf("guided,5 once %d\n", once());
  reset();
#pragma omp parallel for schedule(auto) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("auto once %d\n", once());
  reset();
#pragma omp parallel for schedule(runtime) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("runtime once %d\n", once());
  return 0;
}
