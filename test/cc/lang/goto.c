// goto and labels: forward and backward jumps, out of nested loops, into
// code after a return (reachable only by goto), the same output as gcc's.
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
#include <stdio.h>

static int find(const int *a, int n, int x) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == x)
      goto found;
  return -1;
found:
  return i;
}

int main(void) {
  int a[] = {5, 3, 9, 1};
  int k = 0, s = 0;
again:
  s += a[k];
  if (++k < 4)
    goto again;
  // CHECK: find: 2 -1, sum 18
  printf("find: %d %d, sum %d\n", find(a, 4, 9), find(a, 4, 7), s);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      if (i * j == 2)
        goto out;
      printf("%d%d ", i, j);
    }
out:
  // CHECK-NEXT: 00 01 02 10 11
  printf("\n");
  goto end;
  printf("skipped\n");
end:
  // CHECK-NEXT: done
  printf("done\n");
  return 0;
}
