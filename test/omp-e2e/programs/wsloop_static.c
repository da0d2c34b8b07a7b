/* wsloop schedule(static), no chunk: every iteration runs exactly once, in
 * one contiguous, balanced block per thread, for upward and downward steps,
 * exclusive and inclusive bounds, and trip counts 0, 1 and many. */
#include <omp.h>

#include "report.h"

static int hits[REPORT_MAX_TRIP], owner[REPORT_MAX_TRIP];

static void record_iteration(int i, int lb, int step) {
  int k = (i - lb) / step;
  hits[k] += 1;
  owner[k] = omp_get_thread_num();
}

static void loop(int lb, int ub, int step) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static)
    for (int i = lb; i < ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static)
    for (int i = lb; i > ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("static", lb, ub, step, 0);
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);
}

static void loop_inclusive(int lb, int ub, int step) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static)
    for (int i = lb; i <= ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static)
    for (int i = lb; i >= ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("static", lb, ub, step, 1);
  report_loop(REPORT_STATIC_BLOCKS, 0, 4, hits, owner);
}

int main(void) {
  loop(0, 100, 1);
  loop(-20, 50, 7);
  loop(100, 0, -3);
  loop(0, 1000, 1);
  loop(0, 3, 1);
  loop(7, 8, 1);
  loop(5, 5, 1);
  loop(10, 0, 1);
  loop(0, 10, -1);
  loop_inclusive(1, 10, 1);
  loop_inclusive(10, -10, -4);
  loop_inclusive(3, 3, 1);
  loop_inclusive(3, 2, 1);
  return 0;
}
