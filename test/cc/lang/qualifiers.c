// const, volatile and restrict: const locals, parameters and pointers
// (pointer to const, const pointer), volatile locals read and written on
// each access (a volatile loop counter, volatile through a pointer),
// restrict-qualified parameters of a kernel, and casting qualifiers away.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: const 10 3.500000 abc
// CHECK: saxpy 2.000000 5.000000 8.000000 11.000000
#include <stdio.h>

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
static int sum(const int *const p, const int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}
static void copy(int n, double *restrict dst, const double *restrict src) {
  while (n--)
    *dst++ = *src++;
}

int main(void) {
  const int ten = 10;
  const double d = 3.5;
  const char *const s = "abc";
  printf("const %d %f %s\n", ten, d, s);
  const int table[4] = {1, 2, 3, 4};
  printf("sum %d\n", sum(table, 4));
  int mutable = 5;
  const int *pc = &mutable;
  mutable = 6;
  int *const cp = &mutable;
  *cp += 1;
  printf("through %d %d\n", *pc, *cp);
  int *unconst = (int *)pc;
  *unconst = 9;
  printf("cast away %d\n", mutable);

  volatile int v = 0;
  for (volatile int i = 0; i < 5; i++)
    v += i;
  volatile int *vp = &v;
  *vp *= 2;
  int read = *vp;
  printf("volatile %d %d\n", v, read);
  volatile double vd = 1.25;
  vd = vd * 4;
  volatile char vc = 'a';
  vc++;
  printf("volatile2 %f %c\n", vd, vc);
  struct { volatile int a; const int b; } st = {1, 2};
  st.a += st.b;
  printf("members %d %d\n", st.a, st.b);

  float x[4] = {1, 2, 3, 4}, y[4] = {0, 1, 2, 3};
  saxpy(4, 2, x, y);
  printf("saxpy %f %f %f %f\n", y[0], y[1], y[2], y[3]);
  double src[3] = {1.5, 2.5, 3.5}, dst[3];
  copy(3, dst, src);
  printf("copy %f %f %f\n", dst[0], dst[1], dst[2]);
  return 0;
}
