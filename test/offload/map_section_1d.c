/* map_section_1d: array sections of one dimension, a[lo:len], a[:len] and
 * a[lo:]: the kernel writes only inside the mapped sections, and host
 * elements outside them keep their values. */
#include "check.h"

#define N 100

int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = -1;
    b[i] = i;
    c[i] = 0;
  }
#pragma omp target map(tofrom : a[20:30]) map(to : b[:50]) map(tofrom : c[90:])
  {
    for (int i = 20; i < 50; i++)
      a[i] = b[i] + 1000;
    for (int i = 90; i < N; i++)
      c[i] = i;
  }
  for (int i = 0; i < N; i++) {
    int wa = (i >= 20 && i < 50) ? i + 1000 : -1;
    int wc = i >= 90 ? i : 0;
    CHECK(a[i] == wa, "a[%d] = %d, want %d", i, a[i], wa);
    CHECK(c[i] == wc, "c[%d] = %d, want %d", i, c[i], wc);
  }
  return check_report("map_section_1d");
}
