/* report.c: see report.h. */
#include "report.h"

#include <stdio.h>

void report_bounds(const char *schedule, int lb, int ub, int step,
                   int inclusive) {
  printf("%s [%d, %d%c step %d", schedule, lb, ub, inclusive ? ']' : ')',
         step);
}

void report_label(const char *label) { printf("%s", label); }

/* static_blocks prints whether each thread's iterations form one
 * contiguous block and the blocks' sizes are within one of each other. */
static void static_blocks(int last, int nthreads, const int *hits,
                          const int *owner) {
  int size[REPORT_MAX_THREADS] = {0};
  int contiguous = 1, workers = 0, min = last + 2, max = 0;
  for (int k = 0; k <= last; k++) {
    int t = owner[k];
    if (hits[k] == 0 || t < 0 || t >= nthreads) {
      contiguous = 0;
      continue;
    }
    if (size[t] > 0 && owner[k - 1] != t)
      contiguous = 0;
    size[t]++;
  }
  for (int t = 0; t < nthreads; t++) {
    if (size[t] > 0)
      workers++;
    if (size[t] < min)
      min = size[t];
    if (size[t] > max)
      max = size[t];
  }
  printf("; %s, %s, %d threads with work",
         contiguous ? "contiguous" : "NOT contiguous",
         max - min <= 1 ? "balanced" : "NOT balanced", workers);
}

void report_loop(int check, int chunk, int nthreads, int *hits, int *owner) {
  int ran = 0, repeated = 0, missing = 0, last = -1;
  for (int k = 0; k < REPORT_MAX_TRIP; k++) {
    if (hits[k] > 0) {
      ran++;
      last = k;
    }
    if (hits[k] > 1)
      repeated++;
  }
  for (int k = 0; k <= last; k++)
    if (hits[k] == 0)
      missing++;
  printf(": %d iterations, %d repeated, %d missing", ran, repeated, missing);

  int wrong = 0;
  switch (check) {
  case REPORT_STATIC_BLOCKS:
    static_blocks(last, nthreads, hits, owner);
    break;
  case REPORT_STATIC_CHUNKS:
    for (int k = 0; k <= last; k++)
      if (owner[k] != (k / chunk) % nthreads)
        wrong++;
    printf("; chunks of %d round-robin: %s", chunk, wrong ? "no" : "yes");
    break;
  case REPORT_WHOLE_CHUNKS:
    for (int k = 1; k <= last; k++)
      if (k % chunk != 0 && owner[k] != owner[k - 1])
        wrong++;
    printf("; chunks of %d whole: %s", chunk, wrong ? "no" : "yes");
    break;
  }
  printf("\n");
  for (int k = 0; k < REPORT_MAX_TRIP; k++)
    hits[k] = owner[k] = 0;
}

void report_team(const char *label, int *ran, int *team) {
  int twice = 0;
  printf("%s: ran by threads", label);
  for (int t = 0; t < REPORT_MAX_THREADS; t++) {
    if (ran[t] > 0)
      printf(" %d", t);
    if (ran[t] > 1)
      twice++;
  }
  printf("; team sizes seen:");
  for (int t = 0; t < REPORT_MAX_THREADS; t++)
    if (ran[t] > 0)
      printf(" %d", team[t]);
  printf("; %s\n", twice ? "some thread ran twice" : "each once");
  for (int t = 0; t < REPORT_MAX_THREADS; t++)
    ran[t] = team[t] = 0;
}

void report_count(const char *label, int *flags) {
  int n = 0;
  for (int t = 0; t < REPORT_MAX_THREADS; t++) {
    if (flags[t] != 0)
      n++;
    flags[t] = 0;
  }
  printf("%s: %d\n", label, n);
}

void report_int(const char *label, long value) {
  printf("%s: %ld\n", label, value);
}
