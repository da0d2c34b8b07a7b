/* parallel private(y) firstprivate(x): every thread gets its own x,
 * initialized from the original, and its own y; the values a thread writes
 * to them survive a barrier (no other thread shares them), and the
 * originals are unchanged after the region. */
#include <omp.h>

#include "report.h"

int main(void) {
  int x = 42, y = -1;
  int initialized[REPORT_MAX_THREADS] = {0}, kept[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4) private(y) firstprivate(x)
  {
    int t = omp_get_thread_num();
    initialized[t] = x == 42;
    x += t + 1;
    y = 100 + t;
#pragma omp barrier
    kept[t] = x == 43 + t && y == 100 + t;
  }
  report_count("threads whose firstprivate x started at 42", initialized);
  report_count("threads whose x and y kept their own values", kept);
  report_int("original x after the region", x);
  report_int("original y after the region", y);
  return 0;
}
