#include <stdlib.h>
int main(void) {
  int x = 1;
  free(&x);
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}free_stack.c:4:3: runtime error: free of {{0x[0-9a-f]+}}, which is not the start of a heap block: it is a stack address
