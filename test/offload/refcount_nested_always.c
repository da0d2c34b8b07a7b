/* refcount_nested_always: three nested target data regions over one
 * array; only the innermost one says always: map(always, tofrom:) copies
 * in at its start and out at its end although the outer regions hold the
 * data. */
#include "check.h"

#define N 32

int main(void) {
  int a[N];
  int seen = -1;
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target data map(tofrom : a)
  {
#pragma omp target data map(tofrom : a)
    {
      for (int i = 0; i < N; i++)
        a[i] = 5;
#pragma omp target data map(always, tofrom : a)
      {
#pragma omp target map(from : seen)
        {
          seen = a[0];
          for (int i = 0; i < N; i++)
            a[i] = a[i] * 3;
        }
      }
      for (int i = 0; i < N; i++)
        CHECK(a[i] == 15, "after always region: a[%d] = %d, want 15", i, a[i]);
    }
  }
  CHECK(seen == 5, "always did not copy in: device saw %d", seen);
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 15, "after all: a[%d] = %d, want 15", i, a[i]);
  return check_report("refcount_nested_always");
}
