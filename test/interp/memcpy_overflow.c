#include <stdlib.h>
#include <string.h>
int main(void) {
  char src[32] = "a string longer than the buffer";
  char *dst = malloc(8);
  memcpy(dst, src, sizeof src);
  return dst[0];
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}memcpy_overflow.c:6:3: runtime error: out-of-bounds access: 1 bytes at {{0x[0-9a-f]+}}, in no allocation (0 bytes after the end of the 8-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}memcpy_overflow.c:5:15))
