#include <stdlib.h>
int main(void) {
  char *p = malloc(8);
  free(p);
  p = realloc(p, 32);
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}realloc_freed.c:5:7: runtime error: double free of the 8-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}realloc_freed.c:3:13), already freed at {{.*}}realloc_freed.c:4:3
