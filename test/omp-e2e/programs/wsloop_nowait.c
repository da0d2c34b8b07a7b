/* wsloop nowait, and the implicit barrier without it. With nowait a thread
 * that finishes its iterations leaves the loop at once: the thread running
 * iteration 0 waits (up to about 2 s) for another thread to get past the
 * loop, which it can only do if the loop ends without a barrier. Without
 * nowait every thread sees every iteration done after the loop, even when
 * the last one is slow. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

static volatile int past_loop;
static volatile int done[8];

/* Returns whether another thread got past the loop within about 2 s. */
static int wait_for_another_thread(void) {
  for (int n = 0; n < 20000 && !past_loop; n++)
    usleep(100);
  return past_loop;
}

int main(void) {
  int saw = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(static) nowait
    for (int i = 0; i < 2; i++)
      if (i == 0)
        saw = wait_for_another_thread();
    past_loop = 1;
  }
  report_int("static nowait: iteration 0 saw a thread past the loop", saw);

  past_loop = 0;
  saw = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(dynamic) nowait
    for (int i = 0; i < 2; i++)
      if (i == 0)
        saw = wait_for_another_thread();
    past_loop = 1;
  }
  report_int("dynamic nowait: iteration 0 saw a thread past the loop", saw);

  int saw_all[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4)
  {
#pragma omp for schedule(static)
    for (int i = 0; i < 8; i++) {
      if (i == 7)
        usleep(20000);
      done[i] = 1;
    }
    int n = 0;
    for (int i = 0; i < 8; i++)
      n += done[i];
    saw_all[omp_get_thread_num()] = n == 8;
  }
  report_count("static without nowait: threads that saw all 8 iterations done", saw_all);
  return 0;
}
