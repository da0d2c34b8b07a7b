// reduction(&: ...) on int, long, unsigned: the bitwise and of
// every iteration's contribution combined with the original value; on a
// parallel for, on a for inside a parallel region (with a team-wide
// parallel reduction too), and equal to the sequential result.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: seq int=80000000 long=ffff0000ffff unsigned=3fffffff
// CHECK: for int=80000000 long=ffff0000ffff unsigned=3fffffff
// CHECK: parallel int=80000000 long=ffff0000ffff unsigned=3fffffff
// CHECK: same 1
#include <stdio.h>

int main(void) {
  int r_int = -1, p_int = -1, s_int = -1;
  long r_long = -1, p_long = -1, s_long = -1;
  unsigned r_unsigned = 0xFFFFFFFFu, p_unsigned = 0xFFFFFFFFu, s_unsigned = 0xFFFFFFFFu;
  for (int i = 0; i < 100; i++) {
    s_int &= ~(1 << (i % 31)) | (i < 60 ? 0 : ~0);
    s_long &= i == 77 ? 0xFFFF0000FFFFL : -1L;
    s_unsigned &= 0xFFFFFFFFu >> (i % 3);
  }
#pragma omp parallel for reduction(&: r_int, r_long, r_unsigned) num_threads(4)
  for (int i = 0; i < 100; i++) {
    r_int &= ~(1 << (i % 31)) | (i < 60 ? 0 : ~0);
    r_long &= i == 77 ? 0xFFFF0000FFFFL : -1L;
    r_unsigned &= 0xFFFFFFFFu >> (i % 3);
  }
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(&: p_int, p_long, p_unsigned) schedule(dynamic, 3)
    for (int i = 0; i < 100; i++) {
    p_int &= ~(1 << (i % 31)) | (i < 60 ? 0 : ~0);
    p_long &= i == 77 ? 0xFFFF0000FFFFL : -1L;
    p_unsigned &= 0xFFFFFFFFu >> (i % 3);
    }
  }
  printf("seq int=%x long=%lx unsigned=%x\n", s_int, s_long, s_unsigned);
  printf("for int=%x long=%lx unsigned=%x\n", r_int, r_long, r_unsigned);
  printf("parallel int=%x long=%lx unsigned=%x\n", p_int, p_long, p_unsigned);
  printf("same %d\n", r_int == s_int && p_int == s_int && r_long == s_long && p_long == s_long && r_unsigned == s_unsigned && p_unsigned == s_unsigned);
  return 0;
}
