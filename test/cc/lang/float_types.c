// float, double and long double: literals, arithmetic in each type,
// float->int truncation (toward zero), int->float, float<->double,
// long double precision, mixed int/floating usual arithmetic conversions.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: sizes 4 8 16
// CHECK: trunc 2 -2 3 -3 255
// CHECK: ldouble 0.33333333333333333334
#include <float.h>
#include <stdio.h>

static volatile int vzero = 0;

static float halve(float x) { return x / 2; }
static double twice(double x) { return x * 2; }
static long double third(long double x) { return x / 3; }

int main(void) {
  printf("sizes %zu %zu %zu\n", sizeof(float), sizeof(double), sizeof(long double));
  float f = 2.75f + vzero;
  double d = -2.75 + vzero;
  printf("trunc %d %d %d %d %u\n", (int)f, (int)d, (int)(3.99 + vzero), (int)(-3.99 + vzero),
         (unsigned char)(255.9 + vzero));
  printf("to unsigned %u %lu %ld\n", (unsigned)(4e9 + vzero), (unsigned long)(1e19 + vzero), (long)(-1e18 + vzero));
  int i = 7 + vzero;
  long big = 123456789012345LL + vzero;
  unsigned long ubig = 18446744073709551615UL + vzero;
  printf("i2f %f %f %.1f %.1f\n", (float)i, (double)i / 2, (double)big, (double)ubig);
  printf("float prec %.9g %.17g\n", (float)(1.0 / 3 + vzero), 1.0 / 3 + vzero);
  float ff = 16777217 + vzero; /* not representable: rounds */
  printf("f24 %.1f\n", ff);

  /* Mixed arithmetic: int / int is integer, int / double is double. */
  printf("mix %d %f %f %f\n", i / 2, i / 2.0, i / 2.0f, (float)i / 2);
  printf("fcalls %f %f\n", halve(i), twice(f));
  float fsum = 0;
  for (int k = 0; k < 10; k++)
    fsum += 0.1f;
  double dsum = 0;
  for (int k = 0; k < 10; k++)
    dsum += 0.1;
  printf("sums %.9g %.17g\n", fsum, dsum);

  long double ld = 1.0L + vzero;
  printf("ldouble %.20Lf\n", third(ld));
  long double lsum = 0;
  for (int k = 1; k <= 20; k++)
    lsum += 1.0L / k;
  printf("lsum %.18Lg %d\n", lsum, (int)(lsum * 1000));
  long double fromd = d;
  double back = (double)(fromd * 3);
  printf("ld conv %Lf %f %ld\n", fromd, back, (long)(ld * 1e15L));
  printf("epsilon %g %g\n", FLT_EPSILON, DBL_EPSILON);

  /* Comparisons and conditions. */
  double zero = 0.0 + vzero;
  printf("fcmp %d %d %d %d\n", f > d, f == 2.75, zero ? 1 : 0, !zero);
  printf("neg %f %f %f\n", -f, -d, -(zero));
  float fx = f;
  fx *= 2;
  fx -= 0.5;
  fx /= 3;
  double dx = d;
  dx += i;
  printf("compound %f %f\n", fx, dx);
  printf("div0 %f %f\n", 1.0 / (zero + 1e-300), -1.0 / (1e300 + vzero));
  return 0;
}
