// Flexible array members are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdlib.h>
struct buf {
  int n;
  double data[];
};
int main(void) {
  struct buf *b = malloc(sizeof(struct buf) + 4 * sizeof(double));
  b->n = 4;
  return b->n;
}

// CHECK: {{^.*}}flexible_array.c:7:10: error: the flexible array member 'data' of 'struct buf' is not supported{{$}}
// CHECK-NEXT: {{^}}  double data[];{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
