/* implicit_pointer_attach: a pointer referenced in a target region without
 * a map clause is mapped as a zero-length section p[:0] (OpenMP 5.2): when
 * its pointee is already mapped (here by target enter data), the kernel's p
 * is the device address of the pointee. */
#include "check.h"

#define N 64

int main(void) {
  int *p = malloc(N * sizeof *p);
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    p[i] = i;
#pragma omp target enter data map(to : p[0:N])
#pragma omp target
  for (int i = 0; i < N; i++)
    p[i] += 100;
  for (int i = 0; i < N; i++)
    CHECK(p[i] == (shared ? i + 100 : i), "before exit data p[%d] = %d", i,
          p[i]);
#pragma omp target exit data map(from : p[0:N])
  for (int i = 0; i < N; i++)
    CHECK(p[i] == i + 100, "p[%d] = %d, want %d", i, p[i], i + 100);
  free(p);
  return check_report("implicit_pointer_attach");
}
