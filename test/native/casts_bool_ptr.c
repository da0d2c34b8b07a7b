// Bool conversions (from int, double, pointer; to int and double), array
// decay, null pointers, pointer <-> integer round trips and a pointer
// bitcast to bytes.
#include <stdio.h>

int arr[5] = {10, 20, 30, 40, 50};
int zero = 0, seven = 7;
double half = 0.5, nothing = 0.0;

int main(void) {
  _Bool b1 = seven;
  _Bool b2 = zero;
  _Bool b3 = half;
  _Bool b4 = nothing;
  int *p = arr;
  int *np = 0;
  _Bool b5 = p;
  _Bool b6 = np;
  int bi = b1 + b3;
  double bd = b1;
  long addr = (long)(p + 3);
  int *q = (int *)addr;
  unsigned char *bytes = (unsigned char *)&arr[1];
  printf("%d %d %d %d %d %d\n", b1, b2, b3, b4, b5, b6);
  printf("%d %.1f %d %d\n", bi, bd, *q, (int)(addr - (long)p));
  printf("%d %d\n", bytes[0], bytes[1]);
  return 0;
}
