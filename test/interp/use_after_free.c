#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  free(p);
  return *p;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}use_after_free.c:6:10: runtime error: use after free: 4-byte access at {{0x[0-9a-f]+}} in the freed 4-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}use_after_free.c:3:12)
