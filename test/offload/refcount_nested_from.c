/* refcount_nested_from: nested structured regions. The outer target data
 * map(tofrom:) holds the array; the inner target data and the target inside
 * it, both map(from:), do not copy back at their ends (the count does not
 * reach 0); the outer region's end does. */
#include "check.h"

#define N 64

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(tofrom : a)
  {
#pragma omp target data map(from : a)
    {
#pragma omp target map(from : a)
      for (int i = 0; i < N; i++)
        a[i] = i * i;
      for (int i = 0; i < N; i++)
        CHECK(a[i] == (shared ? i * i : 0), "after target: a[%d] = %d", i,
              a[i]);
    }
    for (int i = 0; i < N; i++)
      CHECK(a[i] == (shared ? i * i : 0), "after inner data: a[%d] = %d", i,
            a[i]);
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i * i, "after outer: a[%d] = %d, want %d", i, a[i], i * i);
  return check_report("refcount_nested_from");
}
