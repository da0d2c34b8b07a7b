// #pragma omp for inside a parallel region: every iteration runs once,
// the iterations are divided among the threads (each index written by
// one thread), the implicit barrier at the end of the loop, loops with
// <, <=, >, >=, != tests, steps other than 1, decreasing loops, bounds
// that are expressions and variables, an empty range, and long and
// unsigned loop variables.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: lt 4950 le 5050 gt 5050 ge 5050 ne 4950
// CHECK: after barrier 100
#include <omp.h>
#include <stdio.h>

#define N 100
static int a[N + 1], hits[N + 1];

int main(void) {
  long lt = 0, le = 0, gt = 0, ge = 0, ne = 0, st = 0, dn = 0, lg = 0, un = 0, empty = 0;
  int lo = 10, hi = 20, count = 0;
#pragma omp parallel
  {
#pragma omp for reduction(+: lt)
    for (int i = 0; i < N; i++)
      lt += i;
#pragma omp for reduction(+: le)
    for (int i = 0; i <= N; i++)
      le += i;
#pragma omp for reduction(+: gt)
    for (int i = N; i > 0; i--)
      gt += i;
#pragma omp for reduction(+: ge)
    for (int i = N; i >= 1; i -= 1)
      ge += i;
#pragma omp for reduction(+: ne)
    for (int i = 0; i != N; i++)
      ne += i;
#pragma omp for reduction(+: st)
    for (int i = 3; i < N; i += 7)
      st += i;
#pragma omp for reduction(+: dn)
    for (int i = N - 1; i >= 0; i -= 3)
      dn += i;
#pragma omp for reduction(+: lg)
    for (long i = 1L << 33; i < (1L << 33) + 10; i++)
      lg += i - (1L << 33);
#pragma omp for reduction(+: un)
    for (unsigned i = 0; i < 50u; i += 2)
      un += i;
#pragma omp for reduction(+: empty)
    for (int i = hi; i < lo; i++)
      empty++;
#pragma omp for
    for (int i = lo * 2; i <= hi * 5; i++) {
      a[i] = i * i;
#pragma omp atomic
      hits[i]++;
    }
    /* The loop's barrier: every thread sees all of a[]. */
    int ok = 1;
    for (int i = lo * 2; i <= hi * 5; i++)
      ok &= a[i] == i * i;
#pragma omp atomic
    count += ok;
  }
  printf("lt %ld le %ld gt %ld ge %ld ne %ld\n", lt, le, gt, ge, ne);
  printf("step %ld down %ld long %ld unsigned %ld empty %ld\n", st, dn, lg, un, empty);
  int once = 1;
  for (int i = 20; i <= 100; i++)
    once &= hits[i] == 1;
  printf("once %d\n", once);
  printf("after barrier %d\n", count * 25);
  return 0;
}
