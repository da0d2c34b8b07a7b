/* target_data_if: target data with if(false) maps nothing, so the inner
 * target region is the outermost mapping of the array and copies it back
 * at its end; with if(true) the inner region does not copy back. */
#include "check.h"

#define N 100

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  int off = 0, on = 1;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(tofrom : a) if (off)
  {
#pragma omp target map(tofrom : a)
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      CHECK(a[i] == i, "if(false): a[%d] = %d, want %d", i, a[i], i);
  }
#pragma omp target data map(tofrom : a) if (on)
  {
#pragma omp target map(tofrom : a)
    for (int i = 0; i < N; i++)
      a[i] = 2 * i;
    for (int i = 0; i < N; i++)
      CHECK(a[i] == (shared ? 2 * i : i), "if(true), inside: a[%d] = %d", i,
            a[i]);
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 2 * i, "if(true), after: a[%d] = %d, want %d", i, a[i],
          2 * i);
  return check_report("target_data_if");
}
