// #pragma omp barrier: no thread passes until all arrived: each thread
// writes its slot, then after the barrier each reads all slots; repeated
// in phases in a loop (a barrier in a loop body).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: phase sums 10 20 30 40 50
// CHECK: all saw 4
#include <omp.h>
#include <stdio.h>

int main(void) {
  int slot[4] = {0}, sums[5] = {0}, good = 0;
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    for (int phase = 1; phase <= 5; phase++) {
      slot[t] = phase * (t + 1);
#pragma omp barrier
      int s = slot[0] + slot[1] + slot[2] + slot[3];
      if (t == 0)
        sums[phase - 1] = s;
#pragma omp barrier
    }
    int ok = 1;
    for (int k = 0; k < 4; k++)
      ok &= slot[k] == 5 * (k + 1);
#pragma omp atomic
    good += ok;
  }
  printf("phase sums %d %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3], sums[4]);
  printf("all saw %d\n", good);
  return 0;
}
