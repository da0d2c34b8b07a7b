// Integral casts: narrowing keeps the low bits, widening extends by the
// source's signedness, and printf's default promotions widen to int.
#include <stdio.h>

int big = 300;
int neg = -5;
unsigned char high = 200;

int main(void) {
  signed char sc = (signed char)big;
  unsigned char uc = (unsigned char)neg;
  short s = (short)(big * 250);
  unsigned short us = (unsigned short)neg;
  long long ll = neg;
  unsigned long long from_unsigned = (unsigned)neg;
  unsigned long long from_signed = (unsigned long long)neg;
  int from_uc = uc;
  int from_sc = (signed char)high;
  long long product = (long long)big * 100000000;
  int low = (int)product;
  printf("%d %d %hd %hu\n", sc, uc, s, us);
  printf("%lld %llu %llu\n", ll, from_unsigned, from_signed);
  printf("%d %d %lld %d\n", from_uc, from_sc, product, low);
  return 0;
}
