// #pragma omp atomic read (v = x) and atomic write (x = expr): a value
// is always read whole (never torn) while writers store 8-byte patterns;
// a write of an expression; read with a conversion (long into double).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: torn 0 final ok
// CHECK: converted 12345.000000
#include <omp.h>
#include <stdio.h>

static int whole(unsigned long v) { return v == (v & 0xff) * 0x0101010101010101UL; }

int main(void) {
  unsigned long shared = 0;
  int torn = 0;
  double dshared = 0;
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    for (int i = 0; i < 20000; i++) {
      unsigned long mine = ((t * 31 + i) & 0xff) * 0x0101010101010101UL;
#pragma omp atomic write
      shared = mine;
      unsigned long seen;
#pragma omp atomic read
      seen = shared;
      if (!whole(seen)) {
#pragma omp atomic
        torn++;
      }
#pragma omp atomic write
      dshared = i * 0.5 + 1;
    }
  }
  unsigned long last;
#pragma omp atomic read
  last = shared;
  printf("torn %d final %s\n", torn, whole(last) ? "ok" : "bad");
  double dl;
#pragma omp atomic read
  dl = dshared;
  printf("dshared %f\n", dl);
  long big = 12345;
  double conv;
#pragma omp atomic read
  conv = big;
  printf("converted %f\n", conv);
  int x = 0;
#pragma omp atomic write
  x = 3 * 4 + (int)conv % 7;
  printf("write expr %d\n", x);
  int ix = 0;
#pragma omp atomic write
  ix = conv / 100 + 0.75; /* double converted to int */
  short sh;
#pragma omp atomic read
  sh = ix; /* int read into a short */
  printf("write conv %d %d\n", ix, sh);
  return 0;
}
