/* parallel proc_bind(primary | close | spread): the binding policy changes
 * where threads run, not which threads run: the whole team asked for runs
 * the region once per thread. */
#include <omp.h>

#include "report.h"

static int ran[REPORT_MAX_THREADS], team[REPORT_MAX_THREADS];

static void record_thread(void) {
  int t = omp_get_thread_num();
  ran[t] += 1;
  team[t] = omp_get_num_threads();
}

int main(void) {
#pragma omp parallel num_threads(4) proc_bind(close)
  record_thread();
  report_team("proc_bind(close)", ran, team);

#pragma omp parallel num_threads(4) proc_bind(spread)
  record_thread();
  report_team("proc_bind(spread)", ran, team);

/* master: primary's older name, the one clang-16 accepts. */
#pragma omp parallel num_threads(3) proc_bind(master)
  record_thread();
  report_team("proc_bind(primary)", ran, team);
  return 0;
}
