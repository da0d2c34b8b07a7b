// The comma operator (in for loops, in expressions, its value and type)
// and compound assignment with all ten operators, on int, unsigned,
// narrow types (char, short: computed in int, stored back truncated),
// floating types, mixed types, pointers (+= -=), array elements and
// struct members (the lvalue evaluated once).
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: int 17 12 60 15 3 7 6 5 80 5
// CHECK: once 1 13
#include <stdio.h>

static volatile int vz = 0;
static int evals;
static int idx(int i) { evals++; return i; }
struct s { int n; short h; double d; };

int main(void) {
  int a, b, c;
  a = (b = 2, c = 3, b + c);
  printf("comma %d %d %d\n", a, b, c);
  int sum = 0;
  for (int i = 0, j = 10; i < j; i++, j--)
    sum += i * j;
  printf("for %d\n", sum);
  int t = (vz, 7);
  double dd = (t++, t * 0.5);
  printf("value %d %f %zu\n", t, dd, sizeof(vz, (char)1));

  int v = 12 + vz;
  int r[10];
  v += 5; r[0] = v;
  v -= 5; r[1] = v;
  v *= 5; r[2] = v;
  v /= 4; r[3] = v;
  v %= 4; r[4] = v;
  v |= 4; r[5] = v;
  v &= 6; r[6] = v;
  v ^= 3; r[7] = v;
  v <<= 4; r[8] = v;
  v >>= 4; r[9] = v;
  printf("int %d %d %d %d %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]);
  unsigned u = 3 + vz;
  u -= 5;
  printf("unsigned %u", u);
  u *= 3;
  u >>= 1;
  u %= 1000;
  printf(" %u\n", u);
  unsigned char uc = 250 + vz;
  uc += 10;
  printf("uchar %u", uc);
  uc -= 20;
  uc *= 3;
  uc <<= 1;
  printf(" %u\n", uc);
  signed char sc = 100 + vz;
  sc += 100;
  printf("schar %d\n", sc);
  short sh = 30000 + vz;
  sh += 10000;
  sh /= 3;
  printf("short %d\n", sh);
  char ch = 'a' + vz;
  ch += 2;
  ch ^= 0x20;
  printf("char %c\n", ch);
  int i = 7 + vz;
  i *= 2.5; /* computed in double, truncated */
  i /= 0.5;
  printf("int by double %d\n", i);
  double d = 1.5;
  d += 1;
  d *= i;
  d /= 4;
  d -= 0.25f;
  printf("double %f\n", d);
  float f = 10;
  f /= 3;
  f += 1e-3;
  printf("float %.6f\n", f);
  long l = 1;
  l <<= 40;
  l |= 5;
  l += u;
  printf("long %ld\n", l);
  unsigned long ul = 10;
  ul -= 11;
  printf("ulong %lu\n", ul);
  int arr[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int *p = arr;
  p += 5;
  printf("ptr %d", *p);
  p -= 3;
  printf(" %d %td\n", *p, p - arr);
  evals = 0;
  arr[idx(3)] += 10;
  printf("once %d %d\n", evals, arr[3]);
  struct s st = {1, 2, 3.0}, *sp = &st;
  sp->n += 4;
  sp->h *= 1000;
  sp->h *= 100; /* wraps in short */
  sp->d /= 2;
  st.n <<= 2;
  printf("members %d %d %f\n", st.n, st.h, st.d);
  _Bool bb = 0;
  bb += 2;
  printf("bool %d\n", bb);
  return 0;
}
