/* nowait_depend_chain: three deferred target tasks (target nowait) in a
 * chain of dependences: the first writes a (depend(out: a)), the second
 * reads a and writes b (in: a, out: b), the third reads b and writes c;
 * taskwait waits for all of them. */
#include "check.h"

#define N 256

int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target nowait map(from : a) depend(out : a)
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp target nowait map(to : a) map(from : b) depend(in : a) depend(out : b)
    for (int i = 0; i < N; i++)
      b[i] = a[i] * 2;
#pragma omp target nowait map(to : b) map(from : c) depend(in : b) depend(out : c)
    for (int i = 0; i < N; i++)
      c[i] = b[i] + 1;
#pragma omp taskwait
    for (int i = 0; i < N; i++)
      CHECK(c[i] == 2 * i + 1, "c[%d] = %d, want %d", i, c[i], 2 * i + 1);
  }
  return check_report("nowait_depend_chain");
}
