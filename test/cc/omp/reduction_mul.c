// reduction(*: ...) on int, long, double, float: the product of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=96 long=59049 double=64.000000 float=4.000000
// CHECK: for int=96 long=59049 double=64.000000 float=4.000000
// CHECK: parallel int=96 long=59049 double=64.000000 float=4.000000
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = 3, p_int = 3, s_int = 3;
  long r_long = 1, p_long = 1, s_long = 1;
  double r_double = 1024, p_double = 1024, s_double = 1024;
  float r_float = 1, p_float = 1, s_float = 1;
  for (int i = 0; i < 100; i++) {
    s_int *= (i % 20 == 0) ? 2 : 1;
    s_long *= (i % 10 == 3) ? 3 : 1;
    s_double *= (i % 25 == 0) ? 0.5 : 1.0;
    s_float *= (i % 50 == 1) ? 2.0f : 1.0f;
  }
#pragma omp parallel for reduction(*: r_int, r_long, r_double, r_float) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int *= (i % 20 == 0) ? 2 : 1;
    r_long *= (i % 10 == 3) ? 3 : 1;
    r_double *= (i % 25 == 0) ? 0.5 : 1.0;
    r_float *= (i % 50 == 1) ? 2.0f : 1.0f;
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(*: p_int, p_long, p_double, p_float) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int *= (i % 20 == 0) ? 2 : 1;
    p_long *= (i % 10 == 3) ? 3 : 1;
    p_double *= (i % 25 == 0) ? 0.5 : 1.0;
    p_float *= (i % 50 == 1) ? 2.0f : 1.0f;
    }
  }
  printf("seq int=%d long=%ld double=%f float=%f\n", s_int, s_long, s_double, s_float);
  printf("for int=%d long=%ld double=%f float=%f\n", r_int, r_long, r_double, r_float);
  printf("parallel int=%d long=%ld double=%f float=%f\n", p_int, p_long, p_double, p_float);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_double == s_double && p_double == s_double && r_float == s_float && p_float == s_float);
  return 0;
}
