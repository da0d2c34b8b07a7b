/*
 * report.h: the printing helpers the OpenMP end-to-end programs share
 * (test/omp-e2e/programs/NAME.mlir and its C twin NAME.c). They only read
 * and print what a program recorded, after its parallel code has run, so
 * that the programs hold the OpenMP semantics under test and little else.
 * Every line they print is deterministic when the OpenMP code is correct.
 */
#ifndef OMP_E2E_REPORT_H
#define OMP_E2E_REPORT_H

/* The size of the per-iteration and per-thread arrays the programs pass. */
#define REPORT_MAX_TRIP 1024
#define REPORT_MAX_THREADS 16

/* What report_loop checks besides coverage. */
enum report_check {
  /* Unchunked static schedule: one contiguous block of iterations per
   * thread, block sizes within one of each other. */
  REPORT_STATIC_BLOCKS = 0,
  /* Static schedule with a chunk: chunk k goes to thread k % nthreads. */
  REPORT_STATIC_CHUNKS = 1,
  /* Dynamic schedule with a chunk: each aligned chunk ran on one thread. */
  REPORT_WHOLE_CHUNKS = 2,
  /* Coverage only (dynamic without chunk, guided). */
  REPORT_COVERAGE = 3,
};

/* Prints "schedule [lb, ub) step st" ("[lb, ub]" when inclusive), the
 * first half of a loop's line; report_loop ends it. */
void report_bounds(const char *schedule, int lb, int ub, int step,
                   int inclusive);

/* Prints label, the first half of a loop's line. */
void report_label(const char *label);

/* Ends a loop's line with its coverage: hits[k] counts the executions of
 * logical iteration k, owner[k] is the thread that ran it; check (enum
 * report_check) says what else to check, with chunk and nthreads. Clears
 * both arrays (REPORT_MAX_TRIP entries) for the next loop. */
void report_loop(int check, int chunk, int nthreads, int *hits, int *owner);

/* Prints which threads of a team ran a region: ran[t] counts the
 * executions by thread t, team[t] is the team size thread t saw. Clears
 * both arrays (REPORT_MAX_THREADS entries). */
void report_team(const char *label, int *ran, int *team);

/* Prints "label: N" where N counts the non-zero entries of
 * flags[0..REPORT_MAX_THREADS), one per thread; clears them. */
void report_count(const char *label, int *flags);

/* Prints "label: value". */
void report_int(const char *label, long value);

#endif
