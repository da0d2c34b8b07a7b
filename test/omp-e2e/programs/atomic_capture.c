/* atomic capture (v = x; x = x + 1) under contention: every thread takes
 * 10000 tickets; no update is lost (40000 taken) and no old value is seen
 * twice (the old values sum to that of 0 .. 39999). */
#include <omp.h>

#include "report.h"

int main(void) {
  long tickets = 0;
  long ticket_sum[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4)
  {
    long sum = 0;
    for (int i = 0; i < 10000; i++) {
      long old;
#pragma omp atomic capture
      {
        old = tickets;
        tickets = tickets + 1;
      }
      sum += old;
    }
    ticket_sum[omp_get_thread_num()] = sum;
  }
  long all = 0;
  for (int t = 0; t < REPORT_MAX_THREADS; t++)
    all += ticket_sum[t];
  report_int("atomic capture: tickets taken", tickets);
  report_int("atomic capture: sum of the old values", all);
  return 0;
}
