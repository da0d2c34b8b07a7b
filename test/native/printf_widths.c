// printf with integers of every width and signedness (small ones promoted
// to int), chars, strings, field widths, and floats promoted to double.
#include <stdio.h>

signed char sc = -100;
unsigned char uc = 200;
short s = -30000;
unsigned short us = 60000;
int i = -2000000000;
unsigned u = 4000000000u;
long l = -9000000000000000000L;
unsigned long ul = 18000000000000000000UL;
long long ll = -1;
unsigned long long ull = 1;
float f = 1.5f;
double d = -0.1;

int main(void) {
  printf("%hhd %hhu %hd %hu\n", sc, uc, s, us);
  printf("%d %u %ld %lu\n", i, u, l, ul);
  printf("%lld %llu %x %o\n", ll, ull, u, us);
  printf("%c%c %s|%5d|%-5d|%05.1f\n", 'o', uc - 89, "str", 42, 42, f);
  printf("%f %e %g %.3f %%\n", f, d, d, (double)f * 2);
  return 0;
}
