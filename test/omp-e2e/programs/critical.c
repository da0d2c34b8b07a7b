/* critical, unnamed and named: one thread at a time runs a critical
 * section of a given name, so a read-modify-write that is not atomic (a
 * load, an add, a store) reaches the exact total under contention; two
 * different names protect two counters. */
#include <omp.h>

#include "report.h"

int main(void) {
  int counter = 0, a = 0, b = 0;
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 10000; i++) {
#pragma omp critical
      {
        int v = counter;
        v = v + 1;
        counter = v;
      }
    }
    for (int i = 0; i < 5000; i++) {
#pragma omp critical(alpha)
      a = a + 2;
#pragma omp critical(beta)
      b = b + 3;
    }
  }
  report_int("unnamed critical: 4 threads x 10000 increments", counter);
  report_int("critical(alpha): 4 threads x 5000 x 2", a);
  report_int("critical(beta): 4 threads x 5000 x 3", b);
  return 0;
}
