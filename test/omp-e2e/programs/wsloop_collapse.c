/* wsloop collapse: the iterations of the collapsed nest are one iteration
 * space, scheduled as a whole: each runs exactly once, and the static
 * schedule's blocks are balanced over the collapsed space (6 x 5 = 30
 * iterations give blocks of 8, 8, 7, 7; scheduling only the outer loop
 * would give 10, 10, 5, 5). Downward inner steps, inclusive bounds, three
 * levels, an empty inner loop, and the dynamic schedule. */
#include <omp.h>

#include "report.h"

static int hits[REPORT_MAX_TRIP], owner[REPORT_MAX_TRIP];

static void record_iteration(int k) {
  hits[k] += 1;
  owner[k] = omp_get_thread_num();
}

int main(void) {
#pragma omp parallel num_threads(4)
#pragma omp for collapse(2) schedule(static)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 5; j++)
      record_iteration(i * 5 + j);
  report_label("static collapse(2) i in [0, 6), j in [0, 5)");
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);

#pragma omp parallel num_threads(4)
#pragma omp for collapse(2) schedule(static)
  for (int i = 0; i < 3; i++)
    for (int j = 10; j > 0; j -= 2)
      record_iteration(i * 5 + (10 - j) / 2);
  report_label("static collapse(2) i in [0, 3), j in [10, 0) step -2");
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);

#pragma omp parallel num_threads(4)
#pragma omp for collapse(3) schedule(static)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int l = 0; l < 4; l++)
        record_iteration((i * 3 + j) * 4 + l);
  report_label("static collapse(3) i in [0, 2), j in [0, 3), l in [0, 4)");
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);

#pragma omp parallel num_threads(4)
#pragma omp for collapse(2) schedule(static)
  for (int i = 0; i < 4; i++)
    for (int j = 3; j < 3; j++)
      record_iteration(i + j);
  report_label("static collapse(2) i in [0, 4), j in [3, 3)");
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);

#pragma omp parallel num_threads(4)
#pragma omp for collapse(2) schedule(dynamic)
  for (int i = 1; i <= 7; i++)
    for (int j = -3; j <= 3; j++)
      record_iteration((i - 1) * 7 + j + 3);
  report_label("dynamic collapse(2) i in [1, 7], j in [-3, 3]");
  report_loop(REPORT_COVERAGE, 0, 4, hits, owner);
  return 0;
}
