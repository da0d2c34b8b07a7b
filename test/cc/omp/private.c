// private: each thread has its own uninitialized copy (written before
// read), the original is unchanged after the region; on parallel, for
// and single; arrays and structs private; a private pointer.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: original 5 2.500000 7 9
// CHECK: per thread ok 4
#include <omp.h>
#include <stdio.h>

struct pt { int x, y; };

int main(void) {
  int x = 5, ok = 0, k = 7;
  double d = 2.5;
  int arr[3] = {9, 9, 9};
  struct pt p = {1, 2};
  int *ptr = &x;
#pragma omp parallel private(x, d, arr, p, ptr) num_threads(4)
  {
    int t = omp_get_thread_num();
    x = t * 10;
    d = t + 0.5;
    arr[0] = t;
    p.x = t;
    ptr = &x;
#pragma omp barrier
    int mine = x == t * 10 && d == t + 0.5 && arr[0] == t && p.x == t && *ptr == t * 10;
#pragma omp atomic
    ok += mine;
  }
  printf("original %d %f %d %d\n", x, d, k, arr[0]);
  printf("per thread ok %d\n", ok);
  long sum = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp for private(k) reduction(+: sum)
    for (int i = 0; i < 100; i++) {
      k = i * 2;
      sum += k;
    }
  }
  printf("for private %ld %d\n", sum, k);
  printf("struct %d %d ptr %d\n", p.x, p.y, *ptr);
  return 0;
}
