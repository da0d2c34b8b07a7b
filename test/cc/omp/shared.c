// shared: all threads see one object: writes by one are seen by the
// others after a barrier; explicit shared(list) on parallel and task;
// variables declared before the region are shared by default; a shared
// array filled by a worksharing loop; a shared pointer's target.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: flag seen 4 sum 4950
#include <omp.h>
#include <stdio.h>

int main(void) {
  int flag = 0, seen = 0, data[100];
  int *target = &data[50];
  long sum = 0;
#pragma omp parallel shared(flag, seen, data, sum) num_threads(4)
  {
    if (omp_get_thread_num() == 0)
      flag = 1;
#pragma omp barrier
#pragma omp atomic
    seen += flag;
#pragma omp for
    for (int i = 0; i < 100; i++)
      data[i] = i;
#pragma omp for reduction(+: sum)
    for (int i = 0; i < 100; i++)
      sum += data[99 - i];
    if (omp_get_thread_num() == 1)
      *target = -1;
  }
  printf("flag seen %d sum %ld\n", seen, sum);
  printf("target %d\n", data[50]);
  int counter = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int i = 0; i < 10; i++) {
#pragma omp task shared(counter)
      {
#pragma omp atomic
        counter++;
      }
    }
  }
  printf("task shared %d\n", counter);
  return 0;
}
