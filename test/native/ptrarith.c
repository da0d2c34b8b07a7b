// Pointer arithmetic: walking an array with a pointer, negative offsets,
// pointer differences and comparisons, and writing through pointers.
#include <stdio.h>

static long sum_range(const int *begin, const int *end) {
  long s = 0;
  while (begin < end)
    s += *begin++;
  return s;
}

int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = (i + 1) * (i + 1);
  int *p = a + 7;
  int *q = &a[2];
  printf("*p = %d, p[-3] = %d, *(q + 1) = %d\n", *p, p[-3], *(q + 1));
  printf("p - q = %d, q < p: %d\n", (int)(p - q), q < p);
  printf("sum = %ld, middle = %ld\n", sum_range(a, a + 8), sum_range(q, p));
  for (int *r = a; r != a + 8; r += 2)
    *r = -*r;
  printf("a[0..3] = %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
