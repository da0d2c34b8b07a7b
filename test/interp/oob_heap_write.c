#include <stdlib.h>
int main(void) {
  int *a = malloc(4 * sizeof(int));
  a[-1] = 7;
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}oob_heap_write.c:4:3: runtime error: out-of-bounds access: 4 bytes at {{0x[0-9a-f]+}}, in no allocation (4 bytes before the 16-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}oob_heap_write.c:3:12))
