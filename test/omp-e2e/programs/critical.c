/* critical, unnamed and named: one thread at a time runs a critical
 * section of a given name, so a read-modify-write that is not atomic (a
 * load, a yield of the processor that lets other threads run, an add, a
 * store) reaches the exact total under contention; two different names
 * protect two counters. */
#include <omp.h>
#include <sched.h>

#include "report.h"

int main(void) {
  int counter = 0, a = 0, b = 0;
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 2000; i++) {
#pragma omp critical
      {
        int v = counter;
        sched_yield();
        counter = v + 1;
      }
    }
    for (int i = 0; i < 1000; i++) {
#pragma omp critical(alpha)
      {
        int v = a;
        sched_yield();
        a = v + 2;
      }
#pragma omp critical(beta)
      {
        int v = b;
        sched_yield();
        b = v + 3;
      }
    }
  }
  report_int("unnamed critical: 4 threads x 2000 increments", counter);
  report_int("critical(alpha): 4 threads x 1000 x 2", a);
  report_int("critical(beta): 4 threads x 1000 x 3", b);
  return 0;
}
