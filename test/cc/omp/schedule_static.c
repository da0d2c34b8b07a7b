// schedule(static), schedule(static, chunk) with a constant and an
// expression chunk, schedule(monotonic: static): static's assignment of
// iterations to threads is deterministic (equal blocks, or chunks dealt
// round-robin), so the owner of each iteration is printed; each
// iteration runs once.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: static owners 0000000111111122222223333333
// CHECK: static,2 owners 0011223300112233001122330011
// CHECK: static,expr owners 0000011111222223333300000111
// CHECK: monotonic once 1
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

  reset();
#pragma omp parallel for schedule(monotonic: static) num_threads(4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  printf("monotonic once %d\n", once());
  return 0;
}
