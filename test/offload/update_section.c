/* update_section: target update of sections: to(a[10:10]) sends only those
 * elements (the kernel sees the old device values elsewhere), from(a[40:20])
 * brings back only those. */
#include "check.h"

#define N 100

int main(void) {
  int a[N];
  int seen[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(to : a)
  {
    for (int i = 0; i < N; i++)
      a[i] = 5;
#pragma omp target update to(a[10:10])
#pragma omp target map(from : seen)
    for (int i = 0; i < N; i++) {
      seen[i] = a[i];
      a[i] = 1000 + i;
    }
#pragma omp target update from(a[40:20])
    for (int i = 0; i < N; i++) {
      int ws = (shared || (i >= 10 && i < 20)) ? 5 : 0;
      CHECK(seen[i] == ws, "device saw a[%d] = %d, want %d", i, seen[i], ws);
      int wa = (shared || (i >= 40 && i < 60)) ? 1000 + i : 5;
      CHECK(a[i] == wa, "host a[%d] = %d, want %d", i, a[i], wa);
    }
  }
  return check_report("update_section");
}
