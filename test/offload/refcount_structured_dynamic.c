/* refcount_structured_dynamic: a dynamic reference (enter data) and a
 * structured one (target data) on the same array: the structured region's
 * end does not copy back while the dynamic reference holds the data; the
 * exit data map(from:) after it does. */
#include "check.h"

#define N 50

int main(void) {
  double a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target enter data map(to : a)
#pragma omp target data map(tofrom : a)
  {
#pragma omp target
    for (int i = 0; i < N; i++)
      a[i] = i + 0.5;
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? i + 0.5 : 0), "after target data: a[%d] = %g", i,
          a[i]);
#pragma omp target exit data map(from : a)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 0.5, "after exit data: a[%d] = %g", i, a[i]);
  return check_report("refcount_structured_dynamic");
}
