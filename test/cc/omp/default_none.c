// default(none) with every variable listed (shared, private,
// firstprivate, reduction), the loop variable of a combined loop being
// predetermined private, a global listed as shared, and a static local
// declared inside the region (predetermined shared).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: none 4950 10 7
#include <stdio.h>

static int global_counter;

int main(void) {
  long sum = 0;
  int scale = 10, tmp = 0, seven = 7, out = 0;
  int arr[100];
  for (int i = 0; i < 100; i++)
    arr[i] = i;
#pragma omp parallel for default(none) shared(arr) reduction(+: sum) private(tmp) firstprivate(scale) num_threads(4)
  for (int i = 0; i < 100; i++) {
    tmp = arr[i];
    sum += tmp;
    scale += 0;
  }
#pragma omp parallel default(none) shared(out, seven, global_counter) num_threads(4)
  {
#pragma omp single
    out = seven;
#pragma omp atomic
    global_counter++;
    static int inside;
#pragma omp atomic
    inside++;
  }
  printf("none %ld %d %d\n", sum, scale, out);
  printf("global %d\n", global_counter);
  return 0;
}
