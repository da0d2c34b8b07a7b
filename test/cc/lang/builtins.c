// gcc builtins common code and glibc's headers use: the bit builtins
// (popcount, clz, ctz for each width, bswap) as LLVM's intrinsics,
// signbit (also of -0.0 and a negative NaN), library functions spelled
// __builtin_NAME, __builtin_assume_aligned and __builtin_prefetch.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: 1 31 0 1000000
// CHECK: 32 7 0 efcdab8967452301 cdab
// CHECK: 01010101 1
// CHECK: abcde 5 2.5 2
#include <stdio.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
int main(void) {
  unsigned v[] = {0x1u, 0xF0u, 0x80000000u, 12345u};
  for (int i = 0; i < 4; i++)
    printf("%d %d %d %x\n", __builtin_popcount(v[i]), __builtin_clz(v[i]), __builtin_ctz(v[i]), __builtin_bswap32(v[i]));
  unsigned long long w = 0x0123456789ABCDEFull;
  printf("%d %d %d %llx %x\n", __builtin_popcountll(w), __builtin_clzll(w), __builtin_ctzl(w), (unsigned long long)__builtin_bswap64(w), __builtin_bswap16((uint16_t)0xABCD));
  double z[] = {1.0, -1.0, 0.0, -0.0, NAN, -NAN, INFINITY, -INFINITY};
  for (int i = 0; i < 8; i++) printf("%d", signbit(z[i]) != 0);
  float fz = -0.0f; printf(" %d\n", signbit(fz) != 0);
  char buf[16]; __builtin_memcpy(buf, "abc", 4); __builtin_strcpy(buf + 3, "de");
  printf("%s %zu %g %g\n", buf, __builtin_strlen(buf), __builtin_fabs(-2.5), __builtin_floor(2.7));
  double *p = __builtin_assume_aligned(z, 16); __builtin_prefetch(p + 4);
  printf("%g\n", p[1]);
  return 0;
}
