/* parallel if(cond): a false condition runs the region serially, on a team
 * of one (the encountering thread, thread 0), whatever num_threads asks; a
 * true one forks the team asked for. The conditions are known only at run
 * time. */
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
  int yes = argc > 0, no = argc > 100;
#pragma omp parallel num_threads(4) if(no)
  record_thread();
  report_team("if(false) num_threads(4)", ran, team);

#pragma omp parallel if(no)
  record_thread();
  report_team("if(false)", ran, team);

#pragma omp parallel num_threads(3) if(yes)
  record_thread();
  report_team("if(true) num_threads(3)", ran, team);
  return 0;
}
