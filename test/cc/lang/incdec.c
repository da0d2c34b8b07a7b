// ++ and --, prefix and postfix, on int, unsigned (wrapping), char,
// signed char (wrapping), short, long, float, double, _Bool, pointers
// (by the element size), array elements and struct members, and their
// values as expressions.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: int 5 7 7 5
// CHECK: float 1.500000 2.500000 0.500000
#include <stdio.h>

static volatile int vz = 0;
struct s { int n; double d; char *p; };

int main(void) {
  int i = 5 + vz;
  int a = i++;
  int b = ++i;
  int c = i--;
  int d = --i;
  printf("int %d %d %d %d\n", a, b, c, d - 0 * i);
  printf("after %d\n", i);
  unsigned u = 0 + vz;
  u--;
  printf("unsigned %u", u);
  u++;
  printf(" %u", u);
  unsigned u2 = ++u;
  printf(" %u\n", u2);
  unsigned char uc = 255 + vz;
  uc++;
  printf("uchar %u", uc);
  uc--;
  printf(" %u\n", uc);
  signed char sc = 127 + vz;
  sc++;
  printf("schar %d\n", sc);
  char ch = 'y' + vz;
  ch++;
  char prev = ch--;
  printf("char %c %c\n", ch, prev);
  short sh = 32767 + vz;
  sh++;
  printf("short %d\n", sh);
  long l = -1 + vz;
  ++l;
  l++;
  printf("long %ld\n", l);
  float f = 0.5f + vz;
  float f1 = ++f;
  float f2 = ++f;
  f -= 2;
  printf("float %f %f %f\n", f1, f2, f);
  double x = 1e16 + vz;
  x++;
  double y = x--;
  printf("double %.1f %.1f\n", x, y);
  _Bool bo = 0;
  bo++;
  printf("bool %d", bo);
  bo++;
  printf(" %d", bo);
  bo--;
  printf(" %d", bo);
  bo--;
  printf(" %d\n", bo);
  int arr[5] = {10, 20, 30, 40, 50};
  int *p = arr;
  int v1 = *p++;
  int v2 = *++p;
  int v3 = (*p)++;
  int v4 = ++*p;
  printf("ptr %d %d %d %d %td %d\n", v1, v2, v3, v4, p - arr, arr[2]);
  double ds[3] = {1, 2, 3};
  double *dp = &ds[2];
  dp--;
  double got = *dp--;
  printf("dptr %f %f\n", got, *dp);
  struct s st = {1, 2.5, "abc"};
  st.n++;
  ++st.d;
  st.p++;
  struct s *sp = &st;
  sp->n--;
  char pc = *sp->p++;
  printf("members %d %f %s %c\n", st.n, st.d, st.p, pc);
  arr[4]++;
  --arr[0];
  printf("elems %d %d\n", arr[0], arr[4]);
  int k = 0;
  for (int j = 10; j--;)
    k += j;
  printf("loop %d\n", k);
  long long big = 9223372036854775806LL + vz;
  big++;
  printf("llong %lld\n", big);
  return 0;
}
