// Floating casts: float <-> int toward zero (negative values too), unsigned
// <-> double, float <-> double, and float arithmetic that stays in float.
#include <stdio.h>

double d = -7.9;
float f = 2.75f;
int i = -17;
unsigned u = 4000000000u;
long long ll = -123456789012LL;

int main(void) {
  int di = (int)d;
  unsigned du = (unsigned)(d * -1.0);
  double fi = i;
  double fu = u;
  float ff = (float)d;
  double fd = f;
  long long dl = (long long)(d * 1e10);
  double lld = (double)ll;
  unsigned char uc = (unsigned char)f;
  float third = 1.0f / (float)3;
  unsigned long long big = (unsigned long long)1e19;
  printf("%d %u %.1f %.1f\n", di, du, fi, fu);
  printf("%.6f %.3f %lld %.1f %d\n", ff, fd, dl, lld, uc);
  printf("%.9f %.17g %llu\n", third, (double)third, big);
  return 0;
}
