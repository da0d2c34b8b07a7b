// reduction(+: ...) on int, long, double, float, unsigned: the sum of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=300 long=494999993 double=75.250000 float=100.000000 unsigned=4953
// CHECK: for int=300 long=494999993 double=75.250000 float=100.000000 unsigned=4953
// CHECK: parallel int=300 long=494999993 double=75.250000 float=100.000000 unsigned=4953
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = 5, p_int = 5, s_int = 5;
  long r_long = -7, p_long = -7, s_long = -7;
  double r_double = 0.25, p_double = 0.25, s_double = 0.25;
  float r_float = 1, p_float = 1, s_float = 1;
  unsigned r_unsigned = 3, p_unsigned = 3, s_unsigned = 3;
  for (int i = 0; i < 100; i++) {
    s_int += i % 7;
    s_long += (long)i * 100000;
    s_double += (i % 4) * 0.5;
    s_float += (float)(i % 3);
    s_unsigned += i;
  }
#pragma omp parallel for reduction(+: r_int, r_long, r_double, r_float, r_unsigned) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int += i % 7;
    r_long += (long)i * 100000;
    r_double += (i % 4) * 0.5;
    r_float += (float)(i % 3);
    r_unsigned += i;
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(+: p_int, p_long, p_double, p_float, p_unsigned) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int += i % 7;
    p_long += (long)i * 100000;
    p_double += (i % 4) * 0.5;
    p_float += (float)(i % 3);
    p_unsigned += i;
    }
  }
  printf("seq int=%d long=%ld double=%f float=%f unsigned=%u\n", s_int, s_long, s_double, s_float, s_unsigned);
  printf("for int=%d long=%ld double=%f float=%f unsigned=%u\n", r_int, r_long, r_double, r_float, r_unsigned);
  printf("parallel int=%d long=%ld double=%f float=%f unsigned=%u\n", p_int, p_long, p_double, p_float, p_unsigned);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_double == s_double && p_double == s_double && r_float == s_float && p_float == s_float && r_unsigned == s_unsigned && p_unsigned == s_unsigned);
  return 0;
}
