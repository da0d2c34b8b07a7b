#include <stdio.h>
int main(void) {
  printf("%s\n", (char *)16);
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}printf_bad_string.c:3:3: runtime error: null pointer dereference: 1-byte access at {{0x[0-9a-f]+}}
