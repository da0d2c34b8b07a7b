// Shifts: >> is arithmetic on signed and logical on unsigned operands, at
// 32 and 64 bits, with variable amounts; the amount's type does not matter.
#include <stdio.h>

int neg = -100;
unsigned un = 0x80000000u;
long long big = -1;
unsigned char byte = 0xF0;

int main(void) {
  for (int s = 0; s < 32; s += 7)
    printf("%d: %d %u %d %u\n", s, neg >> s, un >> s, 1 << s, 3u << s);
  printf("%lld %llu %llu\n", big >> 40, (unsigned long long)big >> 40, 1ULL << 63);
  printf("%d %d\n", byte >> 4, byte << 4);
  return 0;
}
