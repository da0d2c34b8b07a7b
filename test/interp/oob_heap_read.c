#include <stdlib.h>
int main(void) {
  int *a = malloc(10 * sizeof(int));
  int s = 0;
  for (int i = 0; i <= 10; i++)
    s += a[i];
  return s;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}oob_heap_read.c:6:10: runtime error: out-of-bounds access: 4 bytes at {{0x[0-9a-f]+}}, in no allocation (0 bytes after the end of the 40-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}oob_heap_read.c:3:12))
