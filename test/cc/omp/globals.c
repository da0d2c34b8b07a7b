// File-scope variables in data-sharing clauses: private, firstprivate
// (and a static), lastprivate of globals, a global is shared in a task,
// and a task in an orphaned function gets the function's local as
// firstprivate (its value when the task was created).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: private global 4 5
// CHECK: orphan task 47
#include <stdio.h>
#include <omp.h>
int g = 5, gl = 0, gf = 100;
static int sg = 7;
static void orphan_task(int *out) {
  int local = 42;
#pragma omp task shared(out)
  *out = local + g;
  local = 0;
#pragma omp taskwait
}
int main(void) {
  int ok = 0;
#pragma omp parallel private(g) num_threads(4)
  {
    g = omp_get_thread_num();
#pragma omp barrier
#pragma omp atomic
    ok += g == omp_get_thread_num();
  }
  printf("private global %d %d\n", ok, g);
  ok = 0;
#pragma omp parallel firstprivate(gf, sg) num_threads(4)
  {
    gf += omp_get_thread_num();
    sg++;
#pragma omp atomic
    ok += gf >= 100 && sg == 8;
  }
  printf("firstprivate global %d %d %d\n", ok, gf, sg);
#pragma omp parallel for lastprivate(gl)
  for (int i = 0; i < 17; i++) gl = i * 3;
  printf("lastprivate global %d\n", gl);
  int out = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  orphan_task(&out);
  printf("orphan task %d\n", out);
  int tg = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task
    g = 50;
#pragma omp taskwait
    tg = g;
  }
  printf("task global shared %d %d\n", tg, g);
  return 0;
}
