// schedule(static), schedule(static, chunk), schedule(dynamic),
// schedule(dynamic, chunk), schedule(guided), schedule(guided, chunk),
// schedule(auto), schedule(runtime), with monotonic/nonmonotonic
// modifiers and a chunk given by an expression: each iteration runs
// exactly once; static's assignment of iterations to threads is
// deterministic (chunks round-robin), so it is printed.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: static owners 0000000111111122222223333333
// CHECK: static,2 owners 0011223300112233001122330011
// CHECK: dynamic once 1 sum 19900
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
  int own[28];
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < 28; i++)
    own[i] = omp_get_thread_num();
  owners("static", own, 28);
#pragma omp parallel for schedule(static, 2) num_threads(4)
  for (int i = 0; i < 28; i++)
    own[i] = omp_get_thread_num();
  owners("static,2", own, 28);
  int chunk = 3;
#pragma omp parallel num_threads(4)
  {
#pragma omp for schedule(static, chunk + 2)
    for (int i = 0; i < 28; i++)
      own[i] = omp_get_thread_num();
  }
  owners("static,expr", own, 28);

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
  reset();
#pragma omp parallel for schedule(nonmonotonic: dynamic, 4) num_threads(4)
  for (int i = 0; i < N; i += 1)
    hits[i]++;
  printf("nonmonotonic once %d\n", once());
  reset();
#pragma omp parallel for schedule(monotonic: static) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("monotonic once %d\n", once());
  return 0;
}
