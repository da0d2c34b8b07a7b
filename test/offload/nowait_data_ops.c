/* nowait_data_ops: target enter data, target, target update and target
 * exit data, all nowait, ordered only by depend clauses on the array; the
 * host waits with taskwait before reading. */
#include "check.h"

#define N 300

int main(void) {
  int *a = malloc(N * sizeof *a);
  int *snap = malloc(N * sizeof *snap);
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to : a[0:N]) nowait depend(out : a[0])
#pragma omp target nowait depend(inout : a[0])
  for (int i = 0; i < N; i++)
    a[i] *= 2;
#pragma omp target update from(a[0:N]) nowait depend(inout : a[0])
#pragma omp task depend(inout : a[0]) shared(a, snap)
  for (int i = 0; i < N; i++)
    snap[i] = a[i];
#pragma omp target nowait depend(inout : a[0])
  for (int i = 0; i < N; i++)
    a[i] += 1;
#pragma omp target exit data map(from : a[0:N]) nowait depend(in : a[0])
#pragma omp taskwait
  for (int i = 0; i < N; i++) {
    CHECK(snap[i] == 2 * i, "snap[%d] = %d, want %d", i, snap[i], 2 * i);
    CHECK(a[i] == 2 * i + 1, "a[%d] = %d, want %d", i, a[i], 2 * i + 1);
  }
  free(a);
  free(snap);
  return check_report("nowait_data_ops");
}
