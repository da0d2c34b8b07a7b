// nowait: no barrier at the end of a worksharing loop (or single); two
// independent loops with nowait, then an explicit barrier before reading
// both; nowait on the last loop of a region (the region's end is a
// barrier); a reduction with nowait read after a barrier.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: a 4950 b 9900 checked 4
#include <stdio.h>

int main(void) {
  int a[100], b[100], checked = 0, single_runs = 0;
  long red = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp for nowait
    for (int i = 0; i < 100; i++)
      a[i] = i;
#pragma omp for nowait schedule(static)
    for (int i = 0; i < 100; i++)
      b[i] = 2 * i;
#pragma omp barrier
    long sa = 0, sb = 0;
    for (int i = 0; i < 100; i++) {
      sa += a[i];
      sb += b[i];
    }
#pragma omp atomic
    checked += sa == 4950 && sb == 9900;
#pragma omp single nowait
    single_runs++;
#pragma omp for reduction(+: red) nowait
    for (int i = 0; i < 10; i++)
      red += i;
#pragma omp barrier
#pragma omp for nowait
    for (int i = 0; i < 100; i++)
      a[i] += 1;
  }
  long sa = 0, sb = 0;
  for (int i = 0; i < 100; i++) {
    sa += a[i] - 1;
    sb += b[i];
  }
  printf("a %ld b %ld checked %d\n", sa, sb, checked);
  printf("single %d red %ld\n", single_runs, red);
  return 0;
}
