// Unsigned arithmetic wraps around modulo 2^N at every width; small types
// compute in int and convert back.
#include <stdio.h>

int main(void) {
  unsigned char a = 250;
  a += 10;
  unsigned short b = 0;
  b -= 1;
  unsigned int c = 4294967295u;
  c += 2;
  unsigned int d = 0;
  d = d - 1;
  unsigned long long e = 0;
  e--;
  unsigned int m = 65537u;
  m = m * m;
  unsigned int x = 3000000000u;
  unsigned int y = x * 3;
  unsigned int z = -x;
  printf("%d %d %u %u\n", a, b, c, d);
  printf("%llu %u %u %u\n", e, m, y, z);
  return 0;
}
