/* single, with and without nowait. One thread of the team runs a single
 * construct, once per encounter (10 encounters: 10 runs), and the implicit
 * barrier at its end makes its writes visible to every thread. With nowait
 * there is no barrier: the thread running the single waits (up to about
 * 2 s) for the three others to get past it, which they can only do if they
 * do not wait for it. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

static volatile int past_single;

/* Returns whether the three other threads got past the single within
 * about 2 s. */
static int wait_for_the_others(void) {
  for (int n = 0; n < 20000 && past_single < 3; n++)
    usleep(100);
  return past_single >= 3;
}

int main(void) {
  int runs = 0, value = 0;
  int saw_every_value[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4)
  {
    int good = 0;
    for (int round = 0; round < 10; round++) {
#pragma omp single
      {
        runs = runs + 1;
        value = round + 100;
      }
      good += value == round + 100;
#pragma omp barrier
    }
    saw_every_value[omp_get_thread_num()] = good == 10;
  }
  report_int("single: runs in 10 encounters", runs);
  report_count("single: threads that saw each single's write after it",
               saw_every_value);

  int nowait_runs = 0, saw = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single nowait
    {
      nowait_runs = nowait_runs + 1;
      saw = wait_for_the_others();
    }
#pragma omp critical
    past_single = past_single + 1;
  }
  report_int("single nowait: runs", nowait_runs);
  report_int("single nowait: its thread saw the 3 others past it", saw);
  return 0;
}
