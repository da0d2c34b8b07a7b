/* wsloop reduction(+, *, min, max, &&, ||): each thread combines its
 * iterations into a private copy initialized to the operator's identity,
 * and the copies are combined with the original value at the end of the
 * loop. Static and dynamic schedules; && and || both ways. */
#include <omp.h>

#include "report.h"

int main(void) {
  long sum = 1000, prod = 2;
  int lo = 1000, hi = -1000, all = 1, any = 0;
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static) reduction(+ : sum) reduction(* : prod) \
    reduction(min : lo) reduction(max : hi) reduction(&& : all)         \
    reduction(|| : any)
  for (int i = 1; i <= 20; i++) {
    int v = (i * 37) % 23 - 11;
    sum += i * i;
    prod *= i;
    lo = v < lo ? v : lo;
    hi = v > hi ? v : hi;
    all = all && i > 0;
    any = any || i == 13;
  }
  report_int("static: 1000 + sum of i*i, i in [1, 20]", sum);
  report_int("static: 2 * product of i, i in [1, 20]", prod);
  report_int("static: min of (37i mod 23) - 11", lo);
  report_int("static: max of (37i mod 23) - 11", hi);
  report_int("static: && of i > 0", all);
  report_int("static: || of i == 13", any);

  long total = 0;
  int all2 = 1, any2 = 0;
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, 3) reduction(+ : total) \
    reduction(&& : all2) reduction(|| : any2)
  for (int i = 0; i < 1000; i++) {
    total += i;
    all2 = all2 && i != 777;
    any2 = any2 || i < 0;
  }
  report_int("dynamic: sum of i, i in [0, 1000)", total);
  report_int("dynamic: && of i != 777", all2);
  report_int("dynamic: || of i < 0", any2);
  return 0;
}
