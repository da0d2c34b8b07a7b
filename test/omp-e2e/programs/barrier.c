/* barrier: no thread passes a barrier before every thread of the team has
 * reached it. In each of 20 rounds every thread writes its slot (threads
 * with higher numbers later), waits at a barrier, checks that it sees every
 * other thread's write of this round, and waits again before the next
 * round overwrites the slots. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

static volatile int slots[4];

int main(void) {
  int all_rounds[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num(), good = 0;
    for (int round = 0; round < 20; round++) {
      usleep(100 * t);
      slots[t] = round * 10 + t;
#pragma omp barrier
      int seen = 0;
      for (int u = 0; u < 4; u++)
        seen += slots[u] == round * 10 + u;
      good += seen == 4;
#pragma omp barrier
    }
    all_rounds[t] = good == 20;
  }
  report_count("threads that saw every write of all 20 rounds", all_rounds);
  return 0;
}
