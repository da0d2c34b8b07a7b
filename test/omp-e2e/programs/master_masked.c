/* master and masked: only thread 0 runs a master or an unfiltered masked
 * construct, only the filtered thread a masked filter(n) one (the filter
 * may be known only at run time), and nobody when no thread has that
 * number. */
#include <omp.h>

#include "report.h"

static int ran[REPORT_MAX_THREADS], team[REPORT_MAX_THREADS];

static void record_thread(void) {
  int t = omp_get_thread_num();
  ran[t] += 1;
  team[t] = omp_get_num_threads();
}

int main(int argc, char **argv) {
  (void)argv;
#pragma omp parallel num_threads(4)
#pragma omp master
  record_thread();
  report_team("master", ran, team);

#pragma omp parallel num_threads(4)
#pragma omp masked
  record_thread();
  report_team("masked", ran, team);

#pragma omp parallel num_threads(4)
#pragma omp masked filter(2)
  record_thread();
  report_team("masked filter(2)", ran, team);

  int filter = argc + 2;
#pragma omp parallel num_threads(4)
#pragma omp masked filter(filter)
  record_thread();
  report_team("masked filter(argc + 2)", ran, team);

#pragma omp parallel num_threads(4)
#pragma omp masked filter(9)
  record_thread();
  report_team("masked filter(9)", ran, team);
  return 0;
}
