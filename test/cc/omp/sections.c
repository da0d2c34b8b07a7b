// sections and parallel sections: each section runs once, on some
// thread of the team; the first section may go without its pragma; a
// section of several statements or a declaration; reduction,
// lastprivate (the lexically last section's value), firstprivate and
// nowait; more threads than sections and more sections than threads.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: 1 2 3 last=3 sum=6
// CHECK: y=19
// CHECK: 1 1 1 0
// CHECK: many 10 45
#include <stdio.h>
#include <omp.h>
int main(void) {
  int a = 0, b = 0, c = 0, last = -1, sum = 0;
  #pragma omp parallel num_threads(2)
  {
    #pragma omp sections reduction(+:sum) lastprivate(last)
    {
      { a = 1; sum += 1; last = 1; }
      #pragma omp section
      { b = 2; sum += 2; last = 2; }
      #pragma omp section
      c = 3, sum += 3, last = 3;
    }
  }
  printf("%d %d %d last=%d sum=%d\n", a, b, c, last, sum);
  int x = 5, y = 1;
  #pragma omp parallel sections num_threads(3) firstprivate(x) reduction(+:y)
  {
    #pragma omp section
    { y += x; }
    #pragma omp section
    {
      int t = x * 2;
      for (int i = 0; i < 3; i++) t += i;
      y += t;
    }
  }
  printf("y=%d\n", y);
  int hits[4] = {0};
  #pragma omp parallel num_threads(4)
  {
    #pragma omp sections nowait
    {
      #pragma omp section
      hits[0]++;
      #pragma omp section
      hits[1]++;
      #pragma omp section
      hits[2]++;
    }
  }
  printf("%d %d %d %d\n", hits[0], hits[1], hits[2], hits[3]);
  int done = 0, total = 0;
#pragma omp parallel sections num_threads(2) reduction(+:done, total)
  {
    { done++; total += 0; }
#pragma omp section
    { done++; total += 1; }
#pragma omp section
    { done++; total += 2; }
#pragma omp section
    { done++; total += 3; }
#pragma omp section
    { done++; total += 4; }
#pragma omp section
    { done++; total += 5; }
#pragma omp section
    { done++; total += 6; }
#pragma omp section
    { done++; total += 7; }
#pragma omp section
    { done++; total += 8; }
#pragma omp section
    { int nine = 9; done++; total += nine; }
  }
  printf("many %d %d\n", done, total);
  return 0;
}
