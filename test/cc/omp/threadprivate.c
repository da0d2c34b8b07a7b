// threadprivate globals, arrays and static locals, _Thread_local and
// __thread: each thread has its own copy, the initial thread's is the
// original, copies persist from one region to the next; copyin gives
// each thread the encountering thread's values at the region's start.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: sum=40 ok=1 master counter=5 tl=7 tl2=0
// CHECK: persist 1
#include <stdio.h>
#include <omp.h>

int counter = 100;
#pragma omp threadprivate(counter)
static double scale[3] = {1.0, 2.0, 3.0};
#pragma omp threadprivate(scale)
_Thread_local int tl = 7;
__thread long tl2;

int bump(void) {
  static int calls;
#pragma omp threadprivate(calls)
  return ++calls;
}

int main(void) {
  int sum = 0, ok = 1;
  counter = 5;
  scale[1] = 20.0;
#pragma omp parallel num_threads(4) copyin(counter, scale) reduction(+:sum) reduction(&&:ok)
  {
    int me = omp_get_thread_num();
    ok = ok && counter == 5 && scale[1] == 20.0;
    counter += me;
    tl += me;
    for (int i = 0; i <= me; i++) bump();
    sum += counter + bump();
  }
  printf("sum=%d ok=%d master counter=%d tl=%d tl2=%ld\n", sum, ok, counter, tl, tl2);
  int total = 0;
#pragma omp parallel num_threads(4) reduction(+:total)
  total += counter;
  printf("persist %d\n", total >= 20);
  return 0;
}
