#include <stdlib.h>
int main(void) {
  char *p = malloc(16);
  free(p + 4);
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}free_interior.c:4:3: runtime error: free of {{0x[0-9a-f]+}}, which is not the start of a heap block: it is inside the 16-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}free_interior.c:3:13)
