#include <stdlib.h>
int main(void) {
  char *p = malloc(16);
  free(p);
  free(p);
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}double_free.c:5:3: runtime error: double free of the 16-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}double_free.c:3:13), already freed at {{.*}}double_free.c:4:3
