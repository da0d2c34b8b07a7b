/*
 * thinpar_test.c: checks the thinpar library (runtimes/thinpar/thinpar.c)
 * directly; test/runtimes/thinpar-lib.test builds and runs it. The
 * thinpar-*.mlir tests check it again through the lowering.
 */
#define _POSIX_C_SOURCE 200809L

#include "../thinpar.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void expect(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

enum { MAX = 64, ROUNDS = 100, ITER = 20000, TRIP = 500, LOOPS = 6 };

struct shared {
  atomic_int ran[MAX];
  atomic_int bad_width;
  atomic_int arrived[ROUNDS];
  atomic_int sync_violations;
  int32_t lock_a, lock_b;
  long counter_a, counter_b; /* guarded by lock_a / lock_b, not atomic */
  atomic_int onces[ROUNDS];
  atomic_int split_hits[TRIP];
  atomic_int grab_hits[LOOPS][TRIP];
  atomic_int nested_width, nested_self;
};

static const int64_t loops[LOOPS][4] = {
    {0, TRIP, 1, 1}, {0, TRIP, 1, 17}, {TRIP - 1, -1, -1, 5},
    {0, 0, 1, 3},    {3, 4, 1, 8},     {0, TRIP, 7, 2},
};

static void inner(void *p) {
  struct shared *s = p;
  atomic_store(&s->nested_width, tp_width());
  atomic_store(&s->nested_self, tp_self());
}

static void member(void *p) {
  struct shared *s = p;
  int32_t n = tp_width(), self = tp_self();
  atomic_fetch_add(&s->ran[self], 1);
  if (n < 1 || n > MAX)
    atomic_fetch_add(&s->bad_width, 1);
  for (int r = 0; r < ROUNDS; r++) {
    atomic_fetch_add(&s->arrived[r], 1);
    if (r + 1 < ROUNDS && atomic_load(&s->arrived[r + 1]) != 0)
      atomic_fetch_add(&s->sync_violations, 1);
    tp_sync();
    if (atomic_load(&s->arrived[r]) != n)
      atomic_fetch_add(&s->sync_violations, 1);
    if (tp_once())
      atomic_fetch_add(&s->onces[r], 1);
  }
  for (int i = 0; i < ITER; i++) {
    tp_lock(&s->lock_a);
    s->counter_a++;
    tp_unlock(&s->lock_a);
    tp_lock(&s->lock_b);
    s->counter_b += 2;
    tp_unlock(&s->lock_b);
  }
  int64_t lo = 0, hi = TRIP - 1;
  tp_split(&lo, &hi);
  for (int64_t i = lo; i <= hi; i++)
    atomic_fetch_add(&s->split_hits[i], 1);
  for (int l = 0; l < LOOPS; l++) { /* nowait: no tp_sync between loops */
    const int64_t *c = loops[l];
    bool more = tp_grab_first(c[0], c[1], c[2], c[3], &lo, &hi);
    while (more) {
      for (int64_t i = lo; c[2] > 0 ? i < hi : i > hi; i += c[2])
        atomic_fetch_add(&s->grab_hits[l][(i - c[0]) / c[2]], 1);
      more = tp_grab_next(&lo, &hi);
    }
  }
  tp_sync();
  if (self == 1)
    tp_team_run(inner, s, 4);
}

static int64_t trip(const int64_t *c) {
  int64_t n = 0;
  for (int64_t i = c[0]; c[2] > 0 ? i < c[1] : i > c[1]; i += c[2])
    n++;
  return n;
}

static void run(int32_t width, int32_t expected) {
  static struct shared s;
  memset(&s, 0, sizeof s);
  tp_team_run(member, &s, width);
  int members = 0, once_ok = 0, split_ok = 1, grab_ok = 0;
  for (int i = 0; i < MAX; i++) {
    members += atomic_load(&s.ran[i]) == 1;
    expect(atomic_load(&s.ran[i]) == (i < expected), "each member runs once");
  }
  for (int r = 0; r < ROUNDS; r++)
    once_ok += atomic_load(&s.onces[r]) == 1;
  for (int i = 0; i < TRIP; i++)
    split_ok &= atomic_load(&s.split_hits[i]) == 1;
  for (int l = 0; l < LOOPS; l++) {
    int ok = 1;
    for (int64_t k = 0; k < TRIP; k++)
      ok &= atomic_load(&s.grab_hits[l][k]) == (k < trip(loops[l]));
    grab_ok += ok;
  }
  printf("width %d: %d members, %d sync violations, counters %ld %ld, "
         "%d of %d onces single, split %s, %d of %d dynamic loops exact\n",
         width, members, atomic_load(&s.sync_violations), s.counter_a,
         s.counter_b, once_ok, ROUNDS, split_ok ? "exact" : "WRONG", grab_ok,
         LOOPS);
  expect(atomic_load(&s.sync_violations) == 0, "tp_sync separates rounds");
  expect(s.counter_a == (long)expected * ITER &&
             s.counter_b == 2L * expected * ITER,
         "locks exclude");
  expect(once_ok == ROUNDS && split_ok && grab_ok == LOOPS,
         "once, split and grab cover everything once");
  if (expected > 1) {
    printf("nested run: width %d, self %d\n", atomic_load(&s.nested_width),
           atomic_load(&s.nested_self));
    expect(atomic_load(&s.nested_width) == 1, "a nested run is a team of one");
  }
}

/* thinpar_test [N]: with N, also a run of the default width, expected to
 * be N (set THINPAR_WIDTH). */
int main(int argc, char **argv) {
  printf("outside a run: self %d, width %d, once %d\n", tp_self(), tp_width(),
         tp_once());
  run(1, 1);
  run(3, 3);
  run(8, 8);
  if (argc > 1)
    run(0, (int32_t)atoi(argv[1]));
  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures != 0;
}
