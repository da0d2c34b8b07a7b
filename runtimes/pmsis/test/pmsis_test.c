/*
 * pmsis_test.c: checks the pmsis host emulation (runtimes/pmsis/pmsis.c).
 * test/runtimes/pmsis-shim.test builds and runs it and checks what it
 * prints. Each check prints what it observed; a violated property prints
 * a FAIL line and makes the exit status non-zero.
 *
 *   pmsis_test            every check
 *   pmsis_test nested     a nested fork, which the emulation must refuse
 */
#define _POSIX_C_SOURCE 200809L

#include "../pmsis.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void fail(const char *what) {
  printf("FAIL: %s\n", what);
  failures++;
}

/* --- Core ids and team sizes ------------------------------------------- */

struct ids {
  atomic_int seen[PMSIS_MAX_CLUSTER_NB_CORES];
  atomic_int bad_team_size;
  atomic_int bad_id;
  int team_size;
};

static void record_id(void *p) {
  struct ids *ids = p;
  int id = pi_core_id();
  if (id < 0 || id >= PMSIS_MAX_CLUSTER_NB_CORES) {
    atomic_fetch_add(&ids->bad_id, 1);
    return;
  }
  if (pi_cl_team_nb_cores() != ids->team_size ||
      ext_pi_cl_nb_cores() != ids->team_size)
    atomic_fetch_add(&ids->bad_team_size, 1);
  if (ext_pi_core_id() != id)
    atomic_fetch_add(&ids->bad_id, 1);
  atomic_fetch_add(&ids->seen[id], 1);
}

/* fork_ids forks requested cores, expecting a team of expected, and prints
 * the ids that ran and how often. */
static void fork_ids(int requested, int expected) {
  struct ids ids = {.team_size = expected};
  pi_cl_team_fork(requested, record_id, &ids);
  printf("fork %d:", requested);
  int cores = 0;
  for (int i = 0; i < PMSIS_MAX_CLUSTER_NB_CORES; i++) {
    int n = atomic_load(&ids.seen[i]);
    if (n != 0) {
      printf(" %d", i);
      cores++;
    }
    if (n > 1 || (i < expected) != (n == 1))
      fail("every core id of the team runs exactly once");
  }
  printf(" (%d cores)\n", cores);
  if (atomic_load(&ids.bad_team_size) != 0)
    fail("pi_cl_team_nb_cores is the team's size on every core");
  if (atomic_load(&ids.bad_id) != 0)
    fail("core ids are in range and ext_pi_core_id agrees");
}

/* --- Barrier ------------------------------------------------------------ */

enum { PHASES = 200 };

struct phases {
  atomic_int arrived[PHASES];
  atomic_int early; /* a core saw a phase incomplete after its barrier */
  atomic_int late;  /* a core saw the next phase begun before its barrier */
};

/* Each core arrives in phase p, checks that no core has passed the
 * barrier of phase p yet (nobody is in p+1 while this core is before the
 * barrier), waits, and checks that every core arrived in p. */
static void run_phases(void *p) {
  struct phases *ph = p;
  int n = pi_cl_team_nb_cores();
  for (int phase = 0; phase < PHASES; phase++) {
    atomic_fetch_add(&ph->arrived[phase], 1);
    if (phase + 1 < PHASES && atomic_load(&ph->arrived[phase + 1]) != 0)
      atomic_fetch_add(&ph->late, 1);
    pi_cl_team_barrier();
    if (atomic_load(&ph->arrived[phase]) != n)
      atomic_fetch_add(&ph->early, 1);
  }
}

static void check_barrier(int cores) {
  static struct phases ph;
  memset(&ph, 0, sizeof ph);
  pi_cl_team_fork(cores, run_phases, &ph);
  int complete = 0;
  for (int i = 0; i < PHASES; i++)
    complete += atomic_load(&ph.arrived[i]) == cores;
  printf("barrier %d cores: %d of %d phases complete, %d early, %d late\n",
         cores, complete, PHASES, atomic_load(&ph.early),
         atomic_load(&ph.late));
  if (complete != PHASES || atomic_load(&ph.early) || atomic_load(&ph.late))
    fail("the barrier separates phases");
}

/* --- Critical ----------------------------------------------------------- */

enum { CRITICAL_ITERATIONS = 20000 };

struct counter {
  long value; /* deliberately not atomic: the critical section guards it */
  atomic_int inside;
  atomic_int overlaps;
};

static void count_under_critical(void *p) {
  struct counter *c = p;
  for (int i = 0; i < CRITICAL_ITERATIONS; i++) {
    pi_cl_team_critical_enter();
    if (atomic_fetch_add(&c->inside, 1) != 0)
      atomic_fetch_add(&c->overlaps, 1);
    long v = c->value;
    c->value = v + 1;
    atomic_fetch_sub(&c->inside, 1);
    pi_cl_team_critical_exit();
  }
}

static void check_critical(int cores) {
  struct counter c = {0};
  pi_cl_team_fork(cores, count_under_critical, &c);
  printf("critical %d cores: counter %ld (expected %ld), %d overlaps\n", cores,
         c.value, (long)cores * CRITICAL_ITERATIONS, atomic_load(&c.overlaps));
  if (c.value != (long)cores * CRITICAL_ITERATIONS || c.overlaps != 0)
    fail("the critical section excludes");
}

/* --- Dynamic and guided loops ------------------------------------------- */

enum { MAX_TRIP = 1000, LOOPS = 12 };

struct loop_case {
  long start, end, incr, chunk;
};

struct loops {
  const struct loop_case *cases;
  int ncases;
  bool guided;
  int rounds; /* the cases run this many times in a row, nowait */
  atomic_int hits[LOOPS][MAX_TRIP];
  atomic_int out_of_range;
};

/* Every core runs every loop of the list without a barrier between them
 * (nowait), rounds times, then once more ended by GOMP_loop_end. */
static void run_loops(void *p) {
  struct loops *l = p;
  for (int round = 0; round < l->rounds; round++) {
    for (int c = 0; c < l->ncases; c++) {
      const struct loop_case *lc = &l->cases[c];
      long lo, hi;
      bool more = l->guided ? GOMP_loop_guided_start(lc->start, lc->end,
                                                     lc->incr, lc->chunk, &lo,
                                                     &hi)
                            : GOMP_loop_dynamic_start(lc->start, lc->end,
                                                      lc->incr, lc->chunk,
                                                      &lo, &hi);
      while (more) {
        for (long i = lo; lc->incr > 0 ? i < hi : i > hi; i += lc->incr) {
          long k = (i - lc->start) / lc->incr;
          if (k < 0 || k >= MAX_TRIP || (i - lc->start) % lc->incr != 0)
            atomic_fetch_add(&l->out_of_range, 1);
          else
            atomic_fetch_add(&l->hits[c][k], 1);
        }
        more = l->guided ? GOMP_loop_guided_next(&lo, &hi)
                         : GOMP_loop_dynamic_next(&lo, &hi);
      }
      GOMP_loop_end_nowait();
    }
  }
  GOMP_loop_end();
}

static long expected_trip(const struct loop_case *lc) {
  long n = 0;
  for (long i = lc->start; lc->incr > 0 ? i < lc->end : i > lc->end;
       i += lc->incr)
    n++;
  return n;
}

static void check_loops(int cores, bool guided) {
  static const struct loop_case cases[LOOPS] = {
      {0, 100, 1, 1},    {0, 100, 1, 7},     {0, 0, 1, 1},
      {5, 6, 1, 4},      {100, 0, -1, 3},    {10, -11, -3, 2},
      {-50, 50, 4, 5},   {0, 997, 1, 1000},  {7, 3, 1, 1},
      {3, 7, -1, 1},     {0, 1000, 1, 0},    {-1, -1000, -2, 9},
  };
  static struct loops l;
  memset(&l, 0, sizeof l);
  l.cases = cases;
  l.ncases = LOOPS;
  l.guided = guided;
  l.rounds = 3;
  pi_cl_team_fork(cores, run_loops, &l);
  int ok = 0;
  for (int c = 0; c < LOOPS; c++) {
    long trip = expected_trip(&cases[c]);
    bool exact = true;
    for (long k = 0; k < MAX_TRIP; k++)
      if (atomic_load(&l.hits[c][k]) != (k < trip ? l.rounds : 0))
        exact = false;
    ok += exact;
  }
  printf("%s loops %d cores: %d of %d loops cover every iteration once per "
         "round, %d out of range\n",
         guided ? "guided" : "dynamic", cores, ok, LOOPS,
         atomic_load(&l.out_of_range));
  if (ok != LOOPS || atomic_load(&l.out_of_range) != 0)
    fail("dynamic and guided loops hand out every iteration exactly once");
}

/* Outside a fork a loop is the caller's alone: one chunk, the whole loop. */
static void check_solo_loop(void) {
  long lo = 0, hi = 0;
  bool first = GOMP_loop_dynamic_start(3, 40, 2, 4, &lo, &hi);
  bool second = GOMP_loop_dynamic_next(&lo, &hi);
  printf("loop outside a fork: %d [%ld, %ld) then %d\n", first, lo, hi,
         second);
  if (!first || lo != 3 || hi != 40 || second)
    fail("a loop outside a fork runs whole on the caller");
}

/* --- Nested fork -------------------------------------------------------- */

static void noop(void *p) { (void)p; }

static void fork_again(void *p) {
  (void)p;
  if (pi_core_id() == 1)
    pi_cl_team_fork(2, noop, NULL);
  pi_cl_team_barrier();
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc > 1 && strcmp(argv[1], "nested") == 0) {
    pi_cl_team_fork(2, fork_again, NULL);
    printf("nested fork returned\n");
    return 0;
  }

  printf("cluster: %d cores; outside a fork: core %d, team of %d\n",
         pi_cl_cluster_nb_cores(), pi_core_id(), pi_cl_team_nb_cores());
  int cluster = pi_cl_cluster_nb_cores();
  fork_ids(1, 1);
  fork_ids(2, cluster < 2 ? cluster : 2);
  fork_ids(3, cluster < 3 ? cluster : 3);
  fork_ids(0, cluster);
  fork_ids(cluster + 5, cluster);
  printf("after the forks: core %d, team of %d\n", pi_core_id(),
         pi_cl_team_nb_cores());

  check_barrier(1);
  check_barrier(cluster < 3 ? cluster : 3);
  check_barrier(cluster);

  check_critical(1);
  check_critical(cluster < 4 ? cluster : 4);
  check_critical(cluster);

  int three = cluster < 3 ? cluster : 3;
  check_loops(1, false);
  check_loops(three, false);
  check_loops(cluster, false);
  check_loops(three, true);
  check_loops(cluster, true);
  check_solo_loop();

  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures != 0;
}
