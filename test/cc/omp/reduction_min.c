// reduction(min: ...) on int, long, double, float: the minimum of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=-50 long=-99000 double=-1.000000 float=0.000000
// CHECK: for int=-50 long=-99000 double=-1.000000 float=0.000000
// CHECK: parallel int=-50 long=-99000 double=-1.000000 float=0.000000
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = 1000, p_int = 1000, s_int = 1000;
  long r_long = 0, p_long = 0, s_long = 0;
  double r_double = 100, p_double = 100, s_double = 100;
  float r_float = 3.5f, p_float = 3.5f, s_float = 3.5f;
  for (int i = 0; i < 100; i++) {
    s_int = (i * 37) % 101 - 50 < s_int ? (i * 37) % 101 - 50 : s_int;
    s_long = (long)i * -1000 < s_long ? (long)i * -1000 : s_long;
    s_double = (i % 13) * 0.25 - 1 < s_double ? (i % 13) * 0.25 - 1 : s_double;
    s_float = i * 0.5f < s_float ? i * 0.5f : s_float;
  }
#pragma omp parallel for reduction(min: r_int, r_long, r_double, r_float) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int = (i * 37) % 101 - 50 < r_int ? (i * 37) % 101 - 50 : r_int;
    r_long = (long)i * -1000 < r_long ? (long)i * -1000 : r_long;
    r_double = (i % 13) * 0.25 - 1 < r_double ? (i % 13) * 0.25 - 1 : r_double;
    r_float = i * 0.5f < r_float ? i * 0.5f : r_float;
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(min: p_int, p_long, p_double, p_float) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int = (i * 37) % 101 - 50 < p_int ? (i * 37) % 101 - 50 : p_int;
    p_long = (long)i * -1000 < p_long ? (long)i * -1000 : p_long;
    p_double = (i % 13) * 0.25 - 1 < p_double ? (i % 13) * 0.25 - 1 : p_double;
    p_float = i * 0.5f < p_float ? i * 0.5f : p_float;
    }
  }
  printf("seq int=%d long=%ld double=%f float=%f\n", s_int, s_long, s_double, s_float);
  printf("for int=%d long=%ld double=%f float=%f\n", r_int, r_long, r_double, r_float);
  printf("parallel int=%d long=%ld double=%f float=%f\n", p_int, p_long, p_double, p_float);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_double == s_double && p_double == s_double && r_float == s_float && p_float == s_float);
  return 0;
}
