// schedule(dynamic), schedule(dynamic, chunk), schedule(nonmonotonic:
// dynamic, chunk): iterations handed out at run time; each runs exactly
// once, and a reduction over them is exact.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: dynamic once 1 sum 19900
// CHECK: dynamic,7 once 1
// CHECK: nonmonotonic once 1
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
  long sum = 0;
  reset();
#pragma omp parallel for schedule(dynamic) reduction(+: sum) num_threads(4)
  for (int i = 0; i < N; i++) {
    hits[i]++;
    sum += i;
  }
  printf("dynamic once %d sum %ld\n", once(), sum);
  reset();
#pragma omp parallel for schedule(dynamic, 7) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("dynamic,7 once %d\n", once());
  reset();
#pragma omp parallel for schedule(nonmonotonic: dynamic, 4) num_threads(4)
  for (int i = 0; i < N; i += 1)
    hits[i]++;
  printf("nonmonotonic once %d\n", once());
  return 0;
}
