// if clause: if(false) runs the parallel region with one thread (still a
// region: omp_in_parallel is false for a team of one, thread 0);
// if(true) with the full team; a condition computed at run time, an
// expression, if(parallel: ...) with the modifier, on parallel for, and
// if on task (undeferred).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: false 1 true 4
// CHECK: runtime 1 4
#include <omp.h>
#include <stdio.h>

static int team(int cond) {
  int n = 0;
#pragma omp parallel if(cond) num_threads(4)
  {
#pragma omp atomic
    n++;
  }
  return n;
}

int main(void) {
  int f = 0, t = 0;
#pragma omp parallel if(0)
  {
#pragma omp atomic
    f++;
  }
#pragma omp parallel if(1)
  {
#pragma omp atomic
    t++;
  }
  printf("false %d true %d\n", f, t);
  printf("runtime %d %d\n", team(0), team(5));
  int big = 1000, small = 10, a = 0, b = 0;
#pragma omp parallel if(parallel: big > 100) num_threads(4)
  {
#pragma omp atomic
    a++;
  }
#pragma omp parallel if(small > 100 && big > 0) num_threads(4)
  {
#pragma omp atomic
    b++;
  }
  printf("expr %d %d\n", a, b);
  int used[4] = {0};
#pragma omp parallel for if(small > 100) num_threads(4)
  for (int i = 0; i < 40; i++)
    used[omp_get_thread_num()]++;
  printf("for %d %d\n", used[0], used[1] + used[2] + used[3]);
  int order = 0, first = -1;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task if(0) shared(order, first)
    first = order++;
    order += 10;
  }
  printf("task %d %d\n", first, order);
  return 0;
}
