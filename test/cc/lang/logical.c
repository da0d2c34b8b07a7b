// Short-circuit && and ||: the right operand is evaluated only when
// needed (side effects counted), the value is int 0 or 1, with pointers,
// floating operands, nested and mixed with !, in conditions of if,
// while, for and ?:, and as values stored and printed.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: and 0 1 calls 1
// CHECK: or 1 0 calls 3
#include <stdio.h>

static int calls;
static volatile int vz = 0;
static int t(int v) { calls++; return v; }

int main(void) {
  calls = 0;
  int a = t(0) && t(1);
  printf("and %d %d calls %d\n", a, 1 && 2, calls);
  calls = 0;
  int o = t(1) || t(0);
  int o2 = t(0) || t(0);
  printf("or %d %d calls %d\n", o, o2, calls);
  calls = 0;
  int x = 5 + vz;
  if (x > 3 && t(x) > 4 && t(0))
    printf("no\n");
  else
    printf("chain calls %d\n", calls);
  calls = 0;
  if (x < 3 || t(x) == 5 || t(99))
    printf("or chain calls %d\n", calls);
  int *p = 0, arr[2] = {0, 7};
  int pa = p && *p, pb = !p || *p;
  int pc = (p = arr + 1) && *p == 7;
  printf("ptrs %d %d %d\n", pa, pb, pc);
  double d = 0.0 + vz, e = 0.5;
  printf("floats %d %d %d %d\n", d && e, d || e, !d, !!e);
  printf("values %d %d %d\n", 2 && 3, (vz || 4) + 1, !(x && vz));
  int mix = (x > 0 && vz) || (x < 10 && !vz);
  printf("mix %d\n", mix);
  calls = 0;
  int n = 0;
  while (n < 10 && t(n) < 5)
    n++;
  printf("while %d calls %d\n", n, calls);
  int cnt = 0;
  for (int i = 0; i < 20 && (i % 7 || i == 0); i++)
    cnt++;
  printf("for %d\n", cnt);
  calls = 0;
  int r = (x && t(1)) ? t(2) : t(3);
  printf("cond %d calls %d\n", r, calls);
  calls = 0;
  int deep = t(1) && (t(0) || (t(1) && t(1))) && !t(0);
  printf("deep %d calls %d\n", deep, calls);
  unsigned char uc = 0;
  long big = 1L << 40;
  printf("types %d %d %zu\n", uc || big, uc && big, sizeof(uc && big));
  return 0;
}
