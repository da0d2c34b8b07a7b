// reduction(^: ...) on int, long, unsigned: the bitwise xor of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=0 long=5 unsigned=bef55fc0
// CHECK: for int=0 long=5 unsigned=bef55fc0
// CHECK: parallel int=0 long=5 unsigned=bef55fc0
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = 0, p_int = 0, s_int = 0;
  long r_long = 5, p_long = 5, s_long = 5;
  unsigned r_unsigned = 0, p_unsigned = 0, s_unsigned = 0;
  for (int i = 0; i < 100; i++) {
    s_int ^= i;
    s_long ^= (long)i << 32;
    s_unsigned ^= i * 2654435761u;
  }
#pragma omp parallel for reduction(^: r_int, r_long, r_unsigned) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int ^= i;
    r_long ^= (long)i << 32;
    r_unsigned ^= i * 2654435761u;
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(^: p_int, p_long, p_unsigned) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int ^= i;
    p_long ^= (long)i << 32;
    p_unsigned ^= i * 2654435761u;
    }
  }
  printf("seq int=%x long=%lx unsigned=%x\n", s_int, s_long, s_unsigned);
  printf("for int=%x long=%lx unsigned=%x\n", r_int, r_long, r_unsigned);
  printf("parallel int=%x long=%lx unsigned=%x\n", p_int, p_long, p_unsigned);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_unsigned == s_unsigned && p_unsigned == s_unsigned);
  return 0;
}
