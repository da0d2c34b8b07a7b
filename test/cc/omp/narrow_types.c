// Narrow and unsigned types in OpenMP: min/max/+ reductions on unsigned
// char, signed char, char, short, unsigned short and unsigned long;
// worksharing loops over char and short variables; atomic updates of
// unsigned char and short, a non-commutative x = e - x, and x /= e with
// a floating e on an int and a double; a nested parallel region (a team
// of one when nesting is off); fewer iterations than threads.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: small 1 254 -125 99 4950 34800 297000000000
// CHECK: atomics 44 900 100 62.500000 64
#include <stdio.h>
#include <omp.h>
#include <stdbool.h>
int main(void) {
  unsigned char umin = 255, umax = 0; signed char smin = 127; short ssum = 0; unsigned short usum = 0;
  unsigned long ulmax = 0; char cmax = -128;
#pragma omp parallel for reduction(min: umin, smin) reduction(max: umax, ulmax, cmax) reduction(+: ssum, usum)
  for (int i = 0; i < 100; i++) {
    unsigned char v = (unsigned char)(i * 37 + 11);
    umin = v < umin ? v : umin; umax = v > umax ? v : umax;
    signed char sv = (signed char)(i * 13 - 50);
    smin = sv < smin ? sv : smin;
    cmax = (char)i > cmax ? (char)i : cmax;
    ssum += i; usum += i * 1000;
    ulmax = (unsigned long)i * 3000000000UL > ulmax ? (unsigned long)i * 3000000000UL : ulmax;
  }
  printf("small %u %u %d %d %d %u %lu\n", umin, umax, smin, cmax, ssum, usum, ulmax);
  int all = true, any = false;
#pragma omp parallel for reduction(&&: all) reduction(||: any)
  for (int i = 0; i < 50; i++) { all = all && i < 60; any = any || i == 49; }
  printf("bool %d %d\n", all, any);
  long acc = 0;
#pragma omp parallel for reduction(+: acc)
  for (char c = 'a'; c <= 'z'; c++) acc += c;
  short sacc = 0;
#pragma omp parallel for reduction(+: sacc)
  for (short s = 100; s > 0; s -= 7) sacc += s;
  printf("narrow iv %ld %d\n", acc, sacc);
  unsigned char uc = 0; short sh = 0; int sw = 100; double dd = 1000;
#pragma omp parallel for
  for (int i = 0; i < 300; i++) {
#pragma omp atomic
    uc++;
#pragma omp atomic
    sh += 3;
  }
#pragma omp parallel for
  for (int i = 0; i < 4; i++) {
#pragma omp atomic
    sw = 7 - sw;
#pragma omp atomic
    dd /= 2.0;
  }
  int idiv = 1000;
#pragma omp parallel for
  for (int i = 0; i < 3; i++) {
#pragma omp atomic
    idiv /= 2.5;
  }
  printf("atomics %u %d %d %f %d\n", uc, sh, sw, dd, idiv);
  int inner_teams = 0;
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < 2; i++) {
#pragma omp parallel
    {
#pragma omp atomic
      inner_teams++;
    }
  }
  printf("nested disabled %d\n", inner_teams);
  int few[3] = {0};
#pragma omp parallel for schedule(static, 1) num_threads(4)
  for (int i = 0; i < 3; i++) few[i] = omp_get_thread_num() + 1;
  printf("few %d %d %d\n", few[0], few[1], few[2]);
  return 0;
}
