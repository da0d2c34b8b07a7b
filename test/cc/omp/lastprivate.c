// lastprivate: after the loop the original holds the value of the
// sequentially last iteration (whatever thread ran it); with steps,
// decreasing loops, collapse(2), combined with firstprivate, on a
// variable the loop body leaves unchanged in the last iteration, and on
// the parallel for combined construct; on the loop variables themselves
// (they hold the value past the last iteration, n for i < n).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: last 99 198
// CHECK: collapse 4 4 49
#include <stdio.h>

int main(void) {
  int last = -1, dbl = -1;
#pragma omp parallel num_threads(4)
  {
#pragma omp for lastprivate(last, dbl)
    for (int i = 0; i < 100; i++) {
      last = i;
      dbl = 2 * i;
    }
  }
  printf("last %d %d\n", last, dbl);
  int st = 0;
#pragma omp parallel for lastprivate(st) num_threads(4)
  for (int i = 1; i < 50; i += 7)
    st = i;
  printf("step %d\n", st);
  int dn = 0;
#pragma omp parallel for lastprivate(dn) num_threads(3)
  for (int i = 40; i > 0; i -= 3)
    dn = i;
  printf("down %d\n", dn);
  int ci = 0, cj = 0, cv = 0;
#pragma omp parallel for collapse(2) lastprivate(ci, cj, cv) num_threads(4)
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 10; j++) {
      ci = i;
      cj = j / 2;
      cv = i * 10 + j;
    }
  printf("collapse %d %d %d\n", ci, cj, cv);
  int both = 7;
#pragma omp parallel for firstprivate(both) lastprivate(both) num_threads(4)
  for (int i = 0; i < 8; i++)
    both += i;
  printf("first+last %d\n", both);
  double x = 1.5;
#pragma omp parallel for lastprivate(x) num_threads(4)
  for (int i = 0; i < 12; i++)
    if (i < 11)
      x = i * 0.5;
    else
      x = 100.25;
  printf("double %f\n", x);
  long lv = 0;
#pragma omp parallel for lastprivate(lv) num_threads(4)
  for (long i = 0; i <= 30; i += 10)
    lv = i * i;
  printf("inclusive %ld\n", lv);
  int i, j, n = 10;
#pragma omp parallel for lastprivate(i) num_threads(4)
  for (i = 0; i < n; i++)
    ;
  int k = -1;
#pragma omp parallel num_threads(4)
  {
#pragma omp for lastprivate(k)
    for (k = 30; k > 0; k -= 4)
      ;
  }
#pragma omp parallel for collapse(2) lastprivate(i, j) num_threads(3)
  for (i = 0; i < 3; i++)
    for (j = 1; j <= 7; j += 3)
      ;
  printf("loop variables %d %d %d %d\n", n, k, i, j);
  return 0;
}
