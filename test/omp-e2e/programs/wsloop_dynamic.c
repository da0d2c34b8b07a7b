/* wsloop schedule(dynamic) with and without a chunk: every iteration runs
 * exactly once and each chunk on one thread,
 * for upward and downward steps, exclusive and inclusive bounds, trip
 * counts 0, 1 and many. */
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
#pragma omp for schedule(dynamic)
    for (int i = lb; i < ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic)
    for (int i = lb; i > ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("dynamic", lb, ub, step, 0);
  report_loop(REPORT_COVERAGE, 0, 4, hits, owner);
}

static void loop_inclusive(int lb, int ub, int step) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic)
    for (int i = lb; i <= ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic)
    for (int i = lb; i >= ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("dynamic", lb, ub, step, 1);
  report_loop(REPORT_COVERAGE, 0, 4, hits, owner);
}

static void loop_chunk(int lb, int ub, int step, int chunk) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, chunk)
    for (int i = lb; i < ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, chunk)
    for (int i = lb; i > ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("dynamic chunked", lb, ub, step, 0);
  report_loop(REPORT_WHOLE_CHUNKS, chunk, 4, hits, owner);
}

static void loop_chunk_inclusive(int lb, int ub, int step, int chunk) {
  if (step > 0) {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, chunk)
    for (int i = lb; i <= ub; i += step)
      record_iteration(i, lb, step);
  } else {
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, chunk)
    for (int i = lb; i >= ub; i += step)
      record_iteration(i, lb, step);
  }
  report_bounds("dynamic chunked", lb, ub, step, 1);
  report_loop(REPORT_WHOLE_CHUNKS, chunk, 4, hits, owner);
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
  loop_chunk(0, 100, 1, 5);
  loop_chunk(100, 0, -3, 4);
  loop_chunk(0, 1000, 1, 7);
  loop_chunk(7, 8, 1, 3);
  loop_chunk(5, 5, 1, 2);
  loop_chunk_inclusive(1, 10, 1, 3);
  loop_chunk_inclusive(10, -10, -4, 2);
  return 0;
}
