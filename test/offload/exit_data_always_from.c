/* exit_data_always_from: target exit data map(always, from:) copies back
 * even when the reference count stays above 0; a plain map(from:) that
 * only decrements does not. */
#include "check.h"

#define N 30

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target enter data map(to : a)
#pragma omp target enter data map(to : a)
#pragma omp target enter data map(to : a)
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] = i + 1;
#pragma omp target exit data map(from : a)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? i + 1 : 0), "after from: a[%d] = %d", i, a[i]);
#pragma omp target exit data map(always, from : a)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 1, "after always from: a[%d] = %d", i, a[i]);
#pragma omp target exit data map(release : a)
  return check_report("exit_data_always_from");
}
