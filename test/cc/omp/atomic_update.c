// #pragma omp atomic and atomic update, every form: x++, x--, ++x, --x,
// x += e, x -= e, x *= e, x /= e, x &= e, x |= e, x ^= e, x <<= e,
// x >>= e, x = x op e, x = e op x; on int, long, unsigned, double,
// float, char, array elements and struct members, under contention.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: inc 4000 dec -4000 pre 4000 predec -4000
// CHECK: double 1000.000000 float 500.000000
#include <stdio.h>

struct counters { long hits; double sum; };

int main(void) {
  int inc = 0, dec = 0, pre = 0, predec = 0, add = 0, sub = 0, and = -1, or = 0, xor = 0;
  long mul = 1, lshl = 1, rev = 0;
  unsigned udiv = 0xFFFFFFFFu, shr = 0x80000000u;
  double d = 0, dmul = 1;
  float f = 0;
  char c = 0;
  int arr[4] = {0};
  struct counters st = {0, 0};
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 1000; i++) {
#pragma omp atomic
      inc++;
#pragma omp atomic update
      dec--;
#pragma omp atomic
      ++pre;
#pragma omp atomic
      --predec;
#pragma omp atomic
      add += 3;
#pragma omp atomic
      sub -= 2;
#pragma omp atomic
      d += 0.25;
#pragma omp atomic
      f += 0.125f;
#pragma omp atomic
      arr[i % 4] += 1;
#pragma omp atomic
      st.hits++;
#pragma omp atomic
      st.sum += 1.0;
#pragma omp atomic
      rev = 2 + rev;
#pragma omp atomic
      c = c + 1;
    }
    for (int i = 0; i < 4; i++) {
#pragma omp atomic
      mul *= 2;
#pragma omp atomic update
      lshl <<= 1;
#pragma omp atomic
      udiv /= 2u;
#pragma omp atomic
      shr >>= 1;
#pragma omp atomic
      dmul = dmul * 1.5;
    }
    int t = 0;
#pragma omp atomic read
    t = inc;
    (void)t;
  }
#pragma omp parallel num_threads(4)
  {
    static const int bits[4] = {1, 2, 4, 8};
    for (int k = 0; k < 4; k++) {
#pragma omp atomic
      or |= bits[k];
#pragma omp atomic
      xor ^= bits[k];
#pragma omp atomic
      and &= ~bits[k] | 0x10;
    }
  }
  printf("inc %d dec %d pre %d predec %d\n", inc, dec, pre, predec);
  printf("add %d sub %d mul %ld shl %ld div %u shr %x\n", add, sub, mul, lshl, udiv, shr);
  printf("double %f float %f\n", d, f);
  printf("dmul %f rev %ld char %d\n", dmul, rev, c);
  printf("elems %d %d members %ld %f\n", arr[0], arr[3], st.hits, st.sum);
  printf("bits or %d xor %d and %x\n", or, xor, and);
  return 0;
}
