// Orphaned constructs: for, single, barrier, critical, atomic and master
// in functions called from a parallel region (they bind to the caller's
// team), a worksharing loop with a reduction on a file-scope variable,
// and the same functions called outside any region (a team of one).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: in region sum 4950 fill 100 crit 4 single 1
// CHECK: serial sum 4950 fill 100 crit 1 single 1
#include <omp.h>
#include <stdio.h>

static long sum;
static int data[100], crit, singles;

static void work(int n) {
#pragma omp single
  sum = 0;
#pragma omp for reduction(+: sum)
  for (int i = 0; i < n; i++)
    sum += i;
#pragma omp for schedule(dynamic, 7) nowait
  for (int i = 0; i < n; i++)
    data[i] = 1;
#pragma omp barrier
#pragma omp critical
  crit++;
#pragma omp master
  singles++;
}

static void report(const char *what) {
  int fill = 0;
  for (int i = 0; i < 100; i++)
    fill += data[i];
  printf("%s sum %ld fill %d crit %d single %d\n", what, sum, fill, crit, singles);
}

int main(void) {
#pragma omp parallel num_threads(4)
  work(100);
  report("in region");
  for (int i = 0; i < 100; i++)
    data[i] = 0;
  crit = singles = 0;
  work(100);
  report("serial");
  return 0;
}
