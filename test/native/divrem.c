// Division truncates toward zero and the remainder takes the dividend's
// sign; unsigned division is different from signed on the same bits.
#include <stdio.h>

int main(void) {
  int a[4] = {7, -7, 7, -7};
  int b[4] = {2, 2, -2, -2};
  for (int i = 0; i < 4; i++)
    printf("%d / %d = %d, %d %% %d = %d\n", a[i], b[i], a[i] / b[i], a[i], b[i], a[i] % b[i]);
  unsigned ua = 4000000000u;
  printf("%u %u\n", ua / 7u, ua % 7u);
  int neg = -7;
  printf("%u %d\n", (unsigned)neg / 2, neg / 2);
  long long x = -1000000000000LL;
  printf("%lld %lld\n", x / 7, x % 7);
  signed char sc = -128;
  printf("%d\n", sc / -1);
  return 0;
}
