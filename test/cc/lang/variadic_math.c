// Variadic calls: printf with every conversion, fprintf(stderr, ...),
// snprintf/sprintf, the default argument promotions (char, short, float
// to int and double); math library calls (sqrt, pow, exp, log, sin, cos, fabs,
// floor, ceil, fmod, atan2, round, float versions).
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// RUN: filecheck --check-prefix=ERR %s < %t.err
// CHECK: promote a 65 -3 7 1.500000
// CHECK: mixed 1 0.250000 -2 0.333333
// ERR: to stderr 3 x
// ERR: error line 2
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static volatile double vd = 0;

int main(void) {
  char c = 'a';
  short sh = 65;
  signed char sc = -3;
  unsigned short us = 7;
  float fl = 1.5f;
  printf("promote %c %d %d %u %f\n", c, sh, sc, us, fl);
  printf("conv %5d|%-5d|%05d|%x|%X|%o|%#x|%e|%g|%10.3f|%s|%c|%%|%p\n", 42, 42, 42, 255, 255, 8, 255, 12345.678,
         0.0001, 3.14159, "str", 'Z', (void *)0);
  printf("long %ld %lu %lld %llu %hd %hhu %zu %td\n", -1L, 1UL << 40, -1LL << 50, 0ULL - 1, (short)-2,
         (unsigned char)300, sizeof(long), (ptrdiff_t)-5);
  fprintf(stderr, "to stderr %d %c\n", 3, 'x');
  fprintf(stdout, "to stdout %s\n", "ok");
  char buf[64];
  int n = snprintf(buf, sizeof buf, "%d-%s-%.2f", 7, "x", 2.0 / 3);
  printf("snprintf %s %d %zu\n", buf, n, strlen(buf));
  sprintf(buf, "%08.3f", -3.5);
  printf("sprintf %s\n", buf);
  printf("mixed %d %f %d %f\n", (char)1, 0.25f, (short)-2, (float)1 / 3);
  fprintf(stderr, "error line %d\n", 2);

  double x = 2.0 + vd;
  printf("sqrt %f %f %f\n", sqrt(x), sqrtf((float)x), pow(x, 10));
  printf("exp %f %f %f\n", exp(1.0 + vd), log(100.0 + vd), log10(1000 + vd));
  printf("trig %f %f %f %f\n", sin(0.5 + vd), cos(0.5 + vd), tan(0.25 + vd), atan2(1 + vd, -1));
  printf("round %f %f %f %f %f\n", floor(-2.5 + vd), ceil(-2.5 + vd), round(2.5 + vd), trunc(-2.7 + vd),
         fmod(7.5 + vd, 2));
  printf("abs %f %f %d %ld\n", fabs(-3.25 + vd), fabsf(-1.5f), abs(-4), labs(-5L));
  printf("misc %f %f %f %d\n", hypot(3 + vd, 4), cbrt(27 + vd), fmax(1 + vd, 2), isnan(sqrt(-1 + vd)) != 0);
  printf("floatfns %f %f %f\n", powf(2.0f, 0.5f), expf(0.5f), floorf(1.75f));
  printf("inf %f %d %d %d %d\n", HUGE_VAL, isinf(1 / (vd + 0)), isinf(-1 / (vd + 0)), isfinite(1 / (vd + 1)),
         isfinite(sqrt(vd - 1)));
  return 0;
}
