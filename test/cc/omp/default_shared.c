// default(shared): the variables the region names and no clause lists
// are shared, as without the clause: one counter for the team, an array
// every thread writes a part of, a pointer's target; default(shared) on
// parallel for and on task, with a private clause beside it.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: default shared 4 parts 0+1+2+3 target 7
// CHECK: for 4950 task 10
#include <omp.h>
#include <stdio.h>

int main(void) {
  int hits = 0, parts[4] = {-1, -1, -1, -1}, cell = 0, *target = &cell, tmp = 99;
#pragma omp parallel default(shared) private(tmp) num_threads(4)
  {
    tmp = omp_get_thread_num();
    parts[tmp] = tmp;
#pragma omp atomic
    hits++;
#pragma omp single
    *target = 7;
  }
  printf("default shared %d parts %d+%d+%d+%d target %d\n", hits, parts[0], parts[1], parts[2], parts[3], cell);
  long sum = 0;
  int data[100];
#pragma omp parallel for default(shared) num_threads(4)
  for (int i = 0; i < 100; i++)
    data[i] = i;
  for (int i = 0; i < 100; i++)
    sum += data[i];
  int count = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  for (int k = 0; k < 10; k++) {
#pragma omp task default(shared)
    {
#pragma omp atomic
      count++;
    }
  }
  printf("for %ld task %d\n", sum, count);
  return 0;
}
