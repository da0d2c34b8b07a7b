// Defining variadic functions: va_start, va_arg of int, long, double and
// pointers (beyond the six integer and eight SSE registers too, so from
// the stack), va_copy, va_end, a va_list passed on to vfprintf and to a
// function of our own.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: 6 36
// CHECK: 1e+11
// CHECK: [report] 42 x 3.14
// CHECK: 1-2 100
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double mixed(const char *kinds, ...) {
  va_list ap, copy;
  va_start(ap, kinds);
  va_copy(copy, ap);
  double t = 0;
  for (const char *k = kinds; *k; k++) {
    switch (*k) {
    case 'i': t += va_arg(ap, int); break;
    case 'l': t += (double)va_arg(ap, long); break;
    case 'd': t += va_arg(ap, double); break;
    case 's': t += strlen(va_arg(ap, const char *)); break;
    }
  }
  int first = va_arg(copy, int);
  va_end(copy);
  va_end(ap);
  return t + first * 1000;
}

static void report(FILE *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(out, "[report] ");
  vfprintf(out, fmt, ap);
  va_end(ap);
}

static int vsum(int n, va_list ap) {
  int s = 0;
  while (n-- > 0) s += va_arg(ap, int);
  return s;
}
static int outer(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = vsum(n, ap);
  va_end(ap);
  return s;
}

int main(void) {
  printf("%d %d\n", sum(3, 1, 2, 3), sum(8, 1, 2, 3, 4, 5, 6, 7, 8));
  printf("%g\n", mixed("idlsdddddddd", 7, 2.5, 100000000000L, "hello", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0));
  report(stdout, "%d %s %.2f\n", 42, "x", 3.14159);
  char buf[64];
  snprintf(buf, sizeof buf, "%d-%d", 1, 2);
  printf("%s %d\n", buf, outer(4, 10, 20, 30, 40));
  return 0;
}
