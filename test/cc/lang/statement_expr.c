// GNU statement expressions, which glibc's assert expands to: the value
// is the last expression statement's, converted to its type; declarations,
// control flow and side effects inside run in order; a void statement
// expression as a statement; nested ones; in a loop condition and a
// macro in the manner of max(); assert that holds, and under NDEBUG.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: value 6 7 2.5
// CHECK: max 9 calls 2
// CHECK: loop 10 nested 21
// CHECK: assert ok 3
#include <assert.h>
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

static int calls;
static int next(int v) { calls++; return v; }

int main(void) {
  int y = ({ int a = 3; a * 2; });
  int z = ({ int t = 0; for (int i = 0; i < 8; i++) if (i % 2) t++; t + 3; });
  double d = ({ 5 / 2.0; });
  printf("value %d %d %g\n", y, z, d);
  int m = MAX(next(4), next(9));
  printf("max %d calls %d\n", m, calls);
  int k = 0, s = 0;
  while (({ k++; k <= 4; }))
    s += k;
  ({ s += 0; (void)s; });
  int n = ({ int u = ({ int w = 20; w + 1; }); u; });
  printf("loop %d nested %d\n", s, n);
  int checked = 0;
  for (int i = 0; i < 3; i++) {
    assert(i < 3);
    checked++;
  }
  assert(checked == 3 && "three");
  printf("assert ok %d\n", checked);
  return 0;
}
