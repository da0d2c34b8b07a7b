// The implicit data-sharing rules: the iteration variable of a
// worksharing loop is private (declared outside the loop too, and the
// original is not changed); variables declared inside a parallel region
// are private to each thread; variables declared before the region are
// shared; in a task, a variable that is private in the enclosing
// context is firstprivate (its value at the task's creation), one shared
// there stays shared; variables of a function called from the region
// are private to each call; static locals in the region are shared.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: loop var private 4 outer 77
// CHECK: locals private 4 shared 4
// CHECK: task firstprivate 4 values 0+1+2+3
#include <omp.h>
#include <stdio.h>

static int work(int t) {
  int local = t * 2; /* a fresh one per call */
  local += 1;
  return local;
}

int main(void) {
  int i = 77, ok = 0;
#pragma omp parallel num_threads(4)
  {
    int mine = 1;
#pragma omp for
    for (i = 0; i < 100; i++)
      mine &= i >= 0 && i < 100;
#pragma omp atomic
    ok += mine;
  }
  printf("loop var private %d outer %d\n", ok, i);
  int same = 0, shared_count = 0;
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    int local = t;
    double scratch[4];
    scratch[t] = t;
#pragma omp barrier
    int w = work(t);
#pragma omp atomic
    same += local == t && scratch[t] == t && w == 2 * t + 1;
#pragma omp atomic
    shared_count++;
    static int in_region;
#pragma omp atomic
    in_region++;
#pragma omp barrier
#pragma omp master
    printf("static in region %d\n", in_region);
  }
  printf("locals private %d shared %d\n", same, shared_count);
  int vals[4] = {-1, -1, -1, -1}, fp = 0;
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num(); /* private in the region */
#pragma omp task shared(vals, fp)
    {
      vals[t] = t; /* t is firstprivate in the task */
#pragma omp atomic
      fp++;
    }
    t = 100; /* does not change the task's copy */
#pragma omp taskwait
  }
  printf("task firstprivate %d values %d+%d+%d+%d\n", fp, vals[0], vals[1], vals[2], vals[3]);
  int counter = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int k = 0; k < 10; k++) {
#pragma omp task
      {
        /* counter was shared in the region: it stays shared */
#pragma omp atomic
        counter++;
      }
    }
  }
  printf("task shared default %d\n", counter);
  int captured[5];
#pragma omp parallel num_threads(2)
#pragma omp single
  for (int k = 0; k < 5; k++) {
#pragma omp task shared(captured)
    captured[k] = k * k; /* k: private in the single's thread, so firstprivate */
  }
  printf("captured %d %d %d\n", captured[1], captured[2], captured[4]);
  return 0;
}
