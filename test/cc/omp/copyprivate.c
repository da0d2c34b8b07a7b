// copyprivate: the value the single thread gives its private variable
// is broadcast to every thread's copy at the end of the single; for an
// int, a double, a struct and a pointer; several variables in one clause.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: got 4 4 4 4
#include <stdio.h>

struct pair { int a; double b; };
static int target = 77;

int main(void) {
  int gi = 0, gd = 0, gs = 0, gp = 0;
#pragma omp parallel num_threads(4)
  {
    int v = -1;
    double d = -1;
    struct pair s = {0, 0};
    int *p = 0;
#pragma omp single copyprivate(v, d, s, p)
    {
      v = 123;
      d = 2.5;
      s.a = 9;
      s.b = 0.75;
      p = &target;
    }
#pragma omp atomic
    gi += v == 123;
#pragma omp atomic
    gd += d == 2.5;
#pragma omp atomic
    gs += s.a == 9 && s.b == 0.75;
#pragma omp atomic
    gp += p == &target && *p == 77;
  }
  printf("got %d %d %d %d\n", gi, gd, gs, gp);
  int rounds = 0;
#pragma omp parallel num_threads(4)
  {
    int r;
    for (int k = 0; k < 3; k++) {
#pragma omp single copyprivate(r)
      r = k * 10;
      if (r == k * 10) {
#pragma omp atomic
        rounds++;
      }
    }
  }
  printf("rounds %d\n", rounds);
  return 0;
}
