// #pragma omp critical(name): sections with different names exclude
// only themselves; two names guard two counters; the same name in two
// places (and in a function) is one lock.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: a 8000 b 8000 shared 12000
#include <stdio.h>

static long shared_count;
static void bump_shared(void) {
#pragma omp critical(shared_lock)
  shared_count++;
}

int main(void) {
  long a = 0, b = 0;
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 2000; i++) {
#pragma omp critical(lock_a)
      a++;
      if (i % 2 == 0) {
#pragma omp critical(lock_b)
        {
          b += 2;
        }
      }
#pragma omp critical(shared_lock)
      shared_count++;
      if (i % 2)
        bump_shared();
    }
  }
  printf("a %ld b %ld shared %ld\n", a, b, shared_count);
  return 0;
}
