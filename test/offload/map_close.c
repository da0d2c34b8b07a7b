/* map_close: the close modifier asks for the list item to be allocated in
 * the device's own memory (under unified shared memory it forces a device
 * copy). Results are the same as without close; while target data holds a
 * close-mapped copy, host writes do not reach it unless the kernel sees the
 * host's own storage (checked by comparing addresses). */
#include "check.h"

#define N 64

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 1;
  }
#pragma omp target map(close, tofrom : a)
  for (int i = 0; i < N; i++)
    a[i] += 1;
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 1, "a[%d] = %d, want %d", i, a[i], i + 1);

  uintptr_t dev = 0;
  int seen = -1;
#pragma omp target data map(close, to : b)
  {
    b[0] = 42;
#pragma omp target map(from : seen, dev)
    {
      seen = b[0];
      dev = (uintptr_t)&b[0];
    }
  }
  int same = dev == (uintptr_t)&b[0];
  CHECK(seen == (same ? 42 : 1), "device saw b[0] = %d (same storage: %d)",
        seen, same);
  return check_report("map_close");
}
