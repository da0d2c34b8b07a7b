#include <string.h>
int main(void) {
  char buf[3] = {'a', 'b', 'c'};
  return (int)strlen(buf);
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}strlen_unterminated.c:4:15: runtime error: out-of-bounds access: 1 bytes at {{0x[0-9a-f]+}}, in no allocation (0 bytes after the end of the stack variable 'buf' of 3 bytes at {{0x[0-9a-f]+}} (allocated at {{.*}}strlen_unterminated.c:3:8))
