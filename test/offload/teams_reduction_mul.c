/* teams_reduction_mul: reduction(*:) across teams and threads; the factors
 * are powers of two so every order of multiplication gives the exact same
 * double, and a small integer product. */
#include "check.h"

#define N 1024

int main(void) {
  double f[N];
  for (int i = 0; i < N; i++)
    f[i] = (i % 3 == 0) ? 2.0 : (i % 3 == 1) ? 0.5 : 1.0;
  double prod = 1.0;
  long iprod = 1;
#pragma omp target teams distribute parallel for map(to : f) reduction(* : prod, iprod)
  for (int i = 0; i < N; i++) {
    prod *= f[i];
    if (i % 128 == 0)
      iprod *= 2;
  }
  double want = 1.0;
  for (int i = 0; i < N; i++)
    want *= f[i];
  CHECK(prod == want, "prod = %g, want %g", prod, want);
  CHECK(iprod == 256, "iprod = %ld, want 256", iprod);
  return check_report("teams_reduction_mul");
}
