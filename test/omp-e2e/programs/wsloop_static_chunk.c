/* wsloop schedule(static, chunk): every iteration runs exactly once and
 * chunk k goes to thread k % 4 (OpenMP fixes the assignment), for upward and
 * downward steps, exclusive and inclusive bounds, trip counts 0, 1 and many,
 * chunks of 1 and larger than the trip count. */
#include <omp.h>

#include "report.h"

static int hits[REPORT_MAX_TRIP], owner[REPORT_MAX_TRIP];

static void record_iteration(int i, int lb, int step) {
  int k = (i - lb) / step;
  hits[k] += 1;
  owner[k] = omp_get_thread_num();
}

static void loop(int lb, int ub, int step, int chunk) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static, chunk)
    for (int i = lb; i < ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static, chunk)
    for (int i = lb; i > ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("static chunked", lb, ub, step, 0);
  report_loop(REPORT_STATIC_CHUNKS, chunk, 4, hits, owner);
}

static void loop_inclusive(int lb, int ub, int step, int chunk) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static, chunk)
    for (int i = lb; i <= ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(static, chunk)
    for (int i = lb; i >= ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("static chunked", lb, ub, step, 1);
  report_loop(REPORT_STATIC_CHUNKS, chunk, 4, hits, owner);
}

int main(void) {
  loop(0, 100, 1, 3);
  loop(0, 100, 1, 1);
  loop(-20, 50, 7, 2);
  loop(100, 0, -3, 5);
  loop(0, 1000, 1, 64);
  loop(7, 8, 1, 3);
  loop(5, 5, 1, 3);
  loop(10, 0, 1, 2);
  loop(0, 10, 1, 200);
  loop_inclusive(1, 10, 1, 3);
  loop_inclusive(10, -10, -4, 1);
  loop_inclusive(3, 3, 1, 4);
  return 0;
}
