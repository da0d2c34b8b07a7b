// firstprivate: each thread's copy starts with the original's value;
// changes stay private; on parallel, for, single and task; an array and
// a struct copied whole.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: started 4 original 10
// CHECK: array 4 struct 4
#include <omp.h>
#include <stdio.h>

struct cfg { int base; double scale; };

int main(void) {
  int v = 10, started = 0, arrok = 0, stok = 0;
  int arr[4] = {1, 2, 3, 4};
  struct cfg c = {100, 0.5};
#pragma omp parallel firstprivate(v, arr, c) num_threads(4)
  {
    int t = omp_get_thread_num();
    int mine = v == 10;
    v += t;
    arr[t] *= 10;
    c.base += t;
#pragma omp atomic
    started += mine;
#pragma omp atomic
    arrok += arr[(t + 1) % 4] == (t + 1) % 4 + 1;
#pragma omp atomic
    stok += c.base == 100 + t && c.scale == 0.5;
  }
  printf("started %d original %d\n", started, v);
  printf("array %d struct %d\n", arrok, stok);
  long sum = 0;
  int off = 1000;
#pragma omp parallel for firstprivate(off) reduction(+: sum) num_threads(4)
  for (int i = 0; i < 10; i++) {
    sum += off + i;
    off += 0; /* a private copy per thread */
  }
  printf("for %ld %d\n", sum, off);
  int fromsingle = 0;
#pragma omp parallel num_threads(4)
#pragma omp single firstprivate(off)
  {
    off++;
    fromsingle = off;
  }
  printf("single %d %d\n", fromsingle, off);
  int tv = 5, tsum = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task firstprivate(tv) shared(tsum)
    {
      tv *= 3;
#pragma omp atomic
      tsum += tv;
    }
    tv = 1; /* after the task was created: the task kept 5 */
#pragma omp taskwait
  }
  printf("task %d %d\n", tsum, tv);
  return 0;
}
