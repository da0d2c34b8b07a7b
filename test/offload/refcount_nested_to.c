/* refcount_nested_to: while an outer target data holds the array, an inner
 * map(to:) does not copy the host's newer values (the count leaves 1, not
 * 0): the kernel sees the values of the outer region's copy. */
#include "check.h"

#define N 64

int main(void) {
  int a[N];
  long sum = 0;
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target data map(to : a)
  {
    for (int i = 0; i < N; i++)
      a[i] = 2;
#pragma omp target data map(to : a)
    {
#pragma omp target map(to : a) map(from : sum)
      {
        sum = 0;
        for (int i = 0; i < N; i++)
          sum += a[i];
      }
    }
  }
  CHECK(sum == (shared ? 2 * N : N), "sum = %ld, want %d", sum,
        shared ? 2 * N : N);
  return check_report("refcount_nested_to");
}
