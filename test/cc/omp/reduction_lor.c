// reduction(||: ...) on int, long, double, float: the logical or of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=1 long=0 double=1.000000 float=1.000000
// CHECK: for int=1 long=0 double=1.000000 float=1.000000
// CHECK: parallel int=1 long=0 double=1.000000 float=1.000000
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = 0, p_int = 0, s_int = 0;
  long r_long = 0, p_long = 0, s_long = 0;
  double r_double = 0, p_double = 0, s_double = 0;
  float r_float = 0, p_float = 0, s_float = 0;
  for (int i = 0; i < 100; i++) {
    s_int = s_int || (i == 63);
    s_long = s_long || 0;
    s_double = s_double || (i == 99) * 2.5;
    s_float = s_float || (i > 98);
  }
#pragma omp parallel for reduction(||: r_int, r_long, r_double, r_float) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int = r_int || (i == 63);
    r_long = r_long || 0;
    r_double = r_double || (i == 99) * 2.5;
    r_float = r_float || (i > 98);
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(||: p_int, p_long, p_double, p_float) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int = p_int || (i == 63);
    p_long = p_long || 0;
    p_double = p_double || (i == 99) * 2.5;
    p_float = p_float || (i > 98);
    }
  }
  printf("seq int=%d long=%ld double=%f float=%f\n", s_int, s_long, s_double, s_float);
  printf("for int=%d long=%ld double=%f float=%f\n", r_int, r_long, r_double, r_float);
  printf("parallel int=%d long=%ld double=%f float=%f\n", p_int, p_long, p_double, p_float);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_double == s_double && p_double == s_double && r_float == s_float && p_float == s_float);
  return 0;
}
