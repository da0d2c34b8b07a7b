// Every integer type: sizes, limits, the integer promotions, the usual
// arithmetic conversions, conversions between widths and signedness,
// unsigned wraparound, signed/unsigned comparisons, char arithmetic.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: sizes 1 1 1 2 2 4 4 8 8 8 8 1
// CHECK: wrap 255 0 65535 4294967295 0 18446744073709551615
// CHECK: cmp -1<1u: 0 -1<1: 1 -1L<1u: 1
// CHECK: promote 1 4 4
#include <limits.h>
#include <stdio.h>

static volatile int vzero = 0; /* defeats constant folding */

int main(void) {
  printf("sizes %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(signed char),
         sizeof(unsigned char), sizeof(short), sizeof(unsigned short), sizeof(int), sizeof(unsigned),
         sizeof(long), sizeof(unsigned long), sizeof(long long), sizeof(unsigned long long), sizeof(_Bool));
  printf("limits %d %d %u %d %d %u %d %u %ld %lu %lld %llu\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX, SHRT_MIN,
         SHRT_MAX, USHRT_MAX, INT_MIN, UINT_MAX, LONG_MIN, ULONG_MAX, LLONG_MIN, ULLONG_MAX);

  unsigned char uc = 255 + vzero;
  unsigned short us = 0;
  unsigned u = 0;
  unsigned long ul = 0;
  us = us - 1 + vzero;
  u = u - 1 + vzero;
  ul = ul - 1 + vzero;
  unsigned char uc2 = uc + 1; /* 256 wraps to 0 */
  printf("wrap %u %u %u %u %u %lu\n", uc, uc2, us, u, u + 1, ul);

  /* Signed/unsigned comparisons: -1 becomes UINT_MAX against unsigned. */
  int m1 = -1 + vzero;
  unsigned one = 1 + vzero;
  long lm1 = -1 + vzero;
  printf("cmp -1<1u: %d -1<1: %d -1L<1u: %d\n", m1 < one, m1 < 1, lm1 < one);
  printf("cmp2 %d %d %d\n", (unsigned short)m1 < 1, (unsigned char)m1 > 200, (long long)m1 < (unsigned)one);

  /* Integer promotions: char and short operands are int. */
  char c = 'a' + vzero;
  short s = 30000 + vzero;
  printf("promote %d %zu %zu\n", (int)sizeof(c + c) == 4 ? 1 : 0, sizeof(c + c), sizeof(s * s));
  int ss = s * s; /* in int: no short overflow */
  printf("short mul %d\n", ss);
  unsigned char a = 200 + vzero, b = 100 + vzero;
  printf("uchar add %d %u\n", a + b, (unsigned char)(a + b));
  printf("uchar sub %d\n", b - a); /* int: -100 */

  /* Char arithmetic. */
  char word[] = "Hello";
  for (int i = 0; word[i]; i++)
    word[i] = word[i] >= 'a' && word[i] <= 'z' ? word[i] - 'a' + 'A' : word[i];
  printf("upper %s %d %c\n", word, 'z' - 'a', 'A' + 2);
  signed char sc = 127 + vzero;
  sc++;
  printf("schar wrap %d\n", sc);
  char digit = '0' + 7 + vzero;
  printf("digit %c %d\n", digit, digit - '0');

  /* Conversions between widths: truncation and sign/zero extension. */
  int big = 0x12345678 + vzero;
  short sh = (short)big;
  unsigned char lo = (unsigned char)big;
  signed char slo = (signed char)(0x80 + vzero);
  long ext = slo;
  unsigned long zext = (unsigned char)slo;
  printf("trunc %d %u %d %ld %lu\n", sh, lo, slo, ext, zext);
  long long ll = -5 + vzero;
  unsigned long long ull = ll;
  printf("ll %lld %llu %lld\n", ll, ull, (long long)(ull >> 60));
  unsigned ux = 0x80000000u + vzero;
  int sx = (int)ux;
  printf("u2s %d %u %ld %lu\n", sx, ux, (long)sx, (unsigned long)ux);

  /* The usual arithmetic conversions. */
  long r1 = m1 + one; /* unsigned: wraps to 0 */
  long r2 = m1 + 1L;  /* long: 0 */
  unsigned long r3 = m1 * (unsigned long)one;
  printf("uac %ld %ld %lu %d\n", r1, r2, r3, (int)(m1 / (int)one));
  printf("div %d %d %u %u\n", (-7 + vzero) / 2, (-7 + vzero) % 2, (unsigned)(-7 + vzero) / 2, (7u + vzero) % 3);
  printf("shift %d %u %d %u %lld\n", (-16 + vzero) >> 2, (0xF0000000u + vzero) >> 4, (1 + vzero) << 30,
         (1u + vzero) << 31, (1LL + vzero) << 40);

  /* _Bool conversions. */
  _Bool bt = 42 + vzero, bf = 0 + vzero, bp = &big != 0;
  _Bool bd = 0.5 + vzero;
  printf("bool %d %d %d %d %d\n", bt, bf, bp, bd, bt + bt);

  /* Bitwise ops on narrow types. */
  unsigned short mask = 0xFF00 + vzero;
  printf("bits %x %x %x %x\n", mask & 0x0FF0, mask | 0x000F, mask ^ 0xFFFF, (unsigned short)~mask);
  printf("neg %d %u %d\n", -(unsigned char)(5 + vzero), -(1u + vzero), ~(0 + vzero));
  return 0;
}
