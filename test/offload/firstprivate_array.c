/* firstprivate_array: an array and a struct in a firstprivate clause of
 * target: the kernel gets copies initialized from the host's, and writes to
 * them do not reach the host, whatever the memory model. */
#include "check.h"

#define N 32

struct cfg {
  int k;
  int w[4];
};

int main(void) {
  int a[N];
  struct cfg c = {2, {1, 2, 3, 4}};
  for (int i = 0; i < N; i++)
    a[i] = i;
  long sum = 0;
#pragma omp target firstprivate(a, c) map(from : sum)
  {
    for (int i = 0; i < N; i++)
      a[i] *= c.k;
    c.k = 0;
    c.w[0] = 99;
    sum = 0;
    for (int i = 0; i < N; i++)
      sum += a[i];
    sum += c.w[0] + c.w[3];
  }
  CHECK(sum == 2L * N * (N - 1) / 2 + 103, "sum = %ld", sum);
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i, "host a[%d] = %d, want %d", i, a[i], i);
  CHECK(c.k == 2 && c.w[0] == 1, "host c changed: k %d w0 %d", c.k, c.w[0]);
  return check_report("firstprivate_array");
}
