/* update_to: inside a target data region, the host changes the array and
 * target update to() refreshes the device copy before the next kernel. */
#include "check.h"

#define N 200

int main(void) {
  int a[N];
  long sum1 = 0, sum2 = 0;
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target data map(to : a)
  {
#pragma omp target map(from : sum1)
    {
      sum1 = 0;
      for (int i = 0; i < N; i++)
        sum1 += a[i];
    }
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp target update to(a)
#pragma omp target map(from : sum2)
    {
      sum2 = 0;
      for (int i = 0; i < N; i++)
        sum2 += a[i];
    }
  }
  CHECK(sum1 == N, "sum1 = %ld, want %d", sum1, N);
  CHECK(sum2 == (long)N * (N - 1) / 2, "sum2 = %ld, want %ld", sum2,
        (long)N * (N - 1) / 2);
  return check_report("update_to");
}
