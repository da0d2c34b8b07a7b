/* target_parallel_for: the combined target parallel for, with a schedule
 * clause and a reduction; and target parallel with a for inside. */
#include "check.h"

#define N 1000

int main(void) {
  int a[N];
  long sum = 0;
#pragma omp target parallel for map(from : a) schedule(static, 7)
  for (int i = 0; i < N; i++)
    a[i] = i * 2;
#pragma omp target parallel for map(to : a) reduction(+ : sum)
  for (int i = 0; i < N; i++)
    sum += a[i];
  int nthreads = 0;
#pragma omp target parallel map(tofrom : a, nthreads)
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] += 1;
#pragma omp single
    nthreads = omp_get_num_threads();
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 2 * i + 1, "a[%d] = %d, want %d", i, a[i], 2 * i + 1);
  CHECK(sum == (long)N * (N - 1), "sum = %ld, want %ld", sum, (long)N * (N - 1));
  CHECK(nthreads >= 1, "omp_get_num_threads() = %d", nthreads);
  return check_report("target_parallel_for");
}
