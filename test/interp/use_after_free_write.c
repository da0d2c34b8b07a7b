#include <stdlib.h>
struct node { int v; struct node *next; };
int main(void) {
  struct node *n = malloc(sizeof *n);
  free(n);
  n->v = 3;
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}use_after_free_write.c:6:3: runtime error: use after free: 4-byte access at {{0x[0-9a-f]+}} in the freed 16-byte heap block at {{0x[0-9a-f]+}} from malloc (allocated at {{.*}}use_after_free_write.c:4:20)
