// Forgetting map(from:): stale data in explicit mode, the right data under
// USM (the device writes the host's memory).
// RUN: strata-run --offload=explicit -I %S/Inputs %s | filecheck --check-prefix=EXPLICIT %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck --check-prefix=USM %s
#include "tgt.h"

void kernel(int *a) { a[0] = 42; }

int main(void) {
  int a[1] = {7};
  maps_t m = {0};
  entry(&m, a, a, sizeof a, TO | PARAM, "a");
  launch(&m, kernel, 0, 0);
  printf("a[0] = %d\n", a[0]);
  return 0;
}
// EXPLICIT: a[0] = 7
// USM: a[0] = 42
