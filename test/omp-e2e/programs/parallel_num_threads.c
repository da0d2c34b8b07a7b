/* parallel: num_threads (constant, runtime value, one, more threads than
 * cores) and shared variables: every thread of the team runs the region
 * once and sees the team size asked for; writes to shared locals are seen
 * after the region. */
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
  {
    int t = omp_get_thread_num();
    ran[t] += 1;
    team[t] = omp_get_num_threads();
  }
  report_team("num_threads(4)", ran, team);

#pragma omp parallel num_threads(1)
  record_thread();
  report_team("num_threads(1)", ran, team);

  int n = argc + 2;
#pragma omp parallel num_threads(n)
  record_thread();
  report_team("num_threads(argc + 2)", ran, team);

#pragma omp parallel num_threads(7)
  record_thread();
  report_team("num_threads(7)", ran, team);

  int slots[REPORT_MAX_THREADS] = {0};
  int flag = 0;
#pragma omp parallel num_threads(4) shared(slots, flag)
  {
    int t = omp_get_thread_num();
    slots[t] = 10 * t + 1;
    if (t == 0)
      flag = 42;
  }
  int sum = 0;
  for (int t = 0; t < REPORT_MAX_THREADS; t++)
    sum += slots[t];
  report_int("shared slots sum", sum);
  report_int("shared flag", flag);
  return 0;
}
