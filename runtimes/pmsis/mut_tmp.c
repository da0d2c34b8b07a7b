/*
 * pmsis.c: the PULP cluster API (PMSIS) emulated on POSIX threads.
 *
 * A PULP cluster runs a team of cores forked by pi_cl_team_fork; the
 * cores share a hardware barrier and one hardware mutex. Here a core is a
 * thread: the fork starts nb_cores - 1 threads, runs the entry on the
 * caller as core 0 and joins them. The barrier is a generation counter
 * under the team's mutex, the critical section one process-wide mutex.
 * The libgomp-compatible loop entry points of PULP's OpenMP runtime hand
 * out chunks from work shares kept in a small ring, so that cores running
 * ahead through nowait loops find the next loop's share. See
 * docs/runtimes.md.
 *
 * C11 and POSIX threads only: gcc -O2 -c runtimes/pmsis/pmsis.c -pthread
 */
#define _POSIX_C_SOURCE 200809L

#include "pmsis.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Work shares live in a ring of this many slots: a core may run this many
 * nowait loops ahead of the slowest core of its team before it waits. */
enum { WORK_SHARE_SLOTS = 8 };

/* One work-sharing loop of a team with a dynamic or guided schedule. The
 * loop's iterations are numbered 0..trip-1; iteration k has the value
 * start + k*incr. */
struct work_share {
  long seq;          /* which loop of the team (0, 1, ...); -1: never used */
  long start, end, incr;
  unsigned long trip; /* the number of iterations */
  unsigned long next; /* the first iteration not yet handed out */
  unsigned long chunk;
  bool guided;
  int finished; /* cores that have seen the loop run out */
};

struct team {
  int nb_cores;
  void (*entry)(void *);
  void *arg;
  /* lock guards everything below. */
  pthread_mutex_t lock;
  pthread_cond_t barrier_released;
  int barrier_arrived;
  unsigned long barrier_generation;
  pthread_cond_t work_share_freed;
  struct work_share work_shares[WORK_SHARE_SLOTS];
};

/* What a thread knows of itself: its team (NULL outside a fork), its core
 * number, how many loops it has started and the one it is in. */
struct core {
  struct team *team;
  int id;
  long loops_started;
  struct work_share *loop;
};

static _Thread_local struct core self;

/* The cluster's one hardware mutex (eu_mutex_addr(0) on PULP). */
static pthread_mutex_t critical_lock = PTHREAD_MUTEX_INITIALIZER;

static pthread_once_t cluster_once = PTHREAD_ONCE_INIT;
static int cluster_nb_cores;

static void die(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fputs("pmsis: error: ", stderr);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
  abort();
}

static void check(int err, const char *what) {
  if (err != 0)
    die("%s failed (error %d)", what, err);
}

static void read_cluster_size(void) {
  cluster_nb_cores = PMSIS_DEFAULT_CLUSTER_NB_CORES;
  const char *env = getenv("PMSIS_CLUSTER_NB_CORES");
  if (env == NULL || *env == '\0')
    return;
  char *end;
  long n = strtol(env, &end, 10);
  if (*end != '\0' || n < 1 || n > PMSIS_MAX_CLUSTER_NB_CORES)
    die("PMSIS_CLUSTER_NB_CORES=%s: expected a number of cores from 1 to %d",
        env, PMSIS_MAX_CLUSTER_NB_CORES);
  cluster_nb_cores = (int)n;
}

int pi_cl_cluster_nb_cores(void) {
  check(pthread_once(&cluster_once, read_cluster_size), "pthread_once");
  return cluster_nb_cores;
}

int pi_cl_cluster_nb_pe_cores(void) { return pi_cl_cluster_nb_cores(); }

int pi_cluster_id(void) { return 0; }

int pi_core_id(void) { return self.id; }

int pi_cl_team_nb_cores(void) { return self.team ? self.team->nb_cores : 1; }

struct core_start {
  struct team *team;
  int id;
};

static void *core_main(void *p) {
  const struct core_start *start = p;
  self = (struct core){.team = start->team, .id = start->id};
  start->team->entry(start->team->arg);
  self = (struct core){0};
  return NULL;
}

void pi_cl_team_fork(int nb_cores, void (*entry)(void *), void *arg) {
  if (self.team != NULL)
    die("nested pi_cl_team_fork (from core %d of a team of %d) is not "
        "supported: the cluster runs one team at a time",
        self.id, self.team->nb_cores);
  if (nb_cores < 0)
    die("pi_cl_team_fork: %d cores requested", nb_cores);
  int cluster = pi_cl_cluster_nb_cores();
  int n = nb_cores == 0 || nb_cores > cluster ? cluster : nb_cores;

  struct team team = {.nb_cores = n, .entry = entry, .arg = arg};
  check(pthread_mutex_init(&team.lock, NULL), "pthread_mutex_init");
  check(pthread_cond_init(&team.barrier_released, NULL), "pthread_cond_init");
  check(pthread_cond_init(&team.work_share_freed, NULL), "pthread_cond_init");
  for (int i = 0; i < WORK_SHARE_SLOTS; i++)
    team.work_shares[i].seq = -1;

  pthread_t threads[PMSIS_MAX_CLUSTER_NB_CORES];
  struct core_start starts[PMSIS_MAX_CLUSTER_NB_CORES];
  for (int i = 1; i < n; i++) {
    starts[i] = (struct core_start){.team = &team, .id = i};
    check(pthread_create(&threads[i], NULL, core_main, &starts[i]),
          "pthread_create");
  }
  self = (struct core){.team = &team, .id = 0};
  entry(arg);
  for (int i = 1; i < n; i++)
    check(pthread_join(threads[i], NULL), "pthread_join");
  self = (struct core){0};

  pthread_cond_destroy(&team.work_share_freed);
  pthread_cond_destroy(&team.barrier_released);
  pthread_mutex_destroy(&team.lock);
}

void pi_cl_team_barrier(void) {
  struct team *t = self.team;
  if (t == NULL || t->nb_cores == 1)
    return;
  check(pthread_mutex_lock(&t->lock), "pthread_mutex_lock");
  unsigned long generation = t->barrier_generation;
  if (++t->barrier_arrived == t->nb_cores) {
    t->barrier_arrived = 0;
    t->barrier_generation++;
    pthread_cond_broadcast(&t->barrier_released);
  } else {
    while (t->barrier_generation == generation)
      pthread_cond_wait(&t->barrier_released, &t->lock);
  }
  pthread_mutex_unlock(&t->lock);
}

void pi_cl_team_critical_enter(void) {
  check(pthread_mutex_lock(&critical_lock), "pi_cl_team_critical_enter");
}

void pi_cl_team_critical_exit(void) {
  check(pthread_mutex_unlock(&critical_lock), "pi_cl_team_critical_exit");
}

int ext_pi_core_id(void) { return pi_core_id(); }

int ext_pi_cl_nb_cores(void) { return pi_cl_team_nb_cores(); }

void ext_pi_cl_team_fork(int nb_cores, void (*entry)(void *), void *arg) {
  pi_cl_team_fork(nb_cores, entry, arg);
}

void ext_pi_cl_team_barrier(void) { pi_cl_team_barrier(); }

/* --- Loop scheduling ---------------------------------------------------- */

/* trip_count returns the number of iterations of
 * for (i = start; incr > 0 ? i < end : i > end; i += incr), without
 * overflow for any bounds. */
static unsigned long trip_count(long start, long end, long incr) {
  if (incr == 0)
    die("GOMP_loop_*_start: a loop with step 0");
  unsigned long span, step;
  if (incr > 0) {
    if (end <= start)
      return 0;
    span = (unsigned long)end - (unsigned long)start;
    step = (unsigned long)incr;
  } else {
    if (end >= start)
      return 0;
    span = (unsigned long)start - (unsigned long)end;
    step = -(unsigned long)incr;
  }
  return span / step + (span % step != 0);
}

/* iteration_value returns start + k*incr, computed modulo 2^64 so that no
 * intermediate overflows; the result is in range for every k <= trip. */
static long iteration_value(const struct work_share *w, unsigned long k) {
  if (k == w->trip)
    return w->end;
  return (long)((unsigned long)w->start + k * (unsigned long)w->incr);
}

/* claim hands the calling core its next chunk of w; false when the loop
 * has run out, which the core reports by counting itself finished. The
 * team's lock is held. */
static bool claim(struct team *t, struct work_share *w, long *istart,
                  long *iend) {
  unsigned long left = w->trip - w->next;
  if (left == 0) {
    if (++w->finished == t->nb_cores)
      pthread_cond_broadcast(&t->work_share_freed);
    self.loop = NULL;
    return false;
  }
  unsigned long n = w->chunk;
  if (w->guided) {
    /* Guided: a share of what is left proportional to the team, at least
     * the chunk size. */
    unsigned long share =
        (left + (unsigned long)t->nb_cores - 1) / (unsigned long)t->nb_cores;
    if (share > n)
      n = share;
  }
  if (n > left)
    n = left;
  *istart = iteration_value(w, w->next);
  w->next += n; if (w->next > 5 && w->next < 9) w->next++;
  *iend = iteration_value(w, w->next);
  return true;
}

static bool loop_start(long start, long end, long incr, long chunk_size,
                       bool guided, long *istart, long *iend) {
  unsigned long trip = trip_count(start, end, incr);
  struct team *t = self.team;
  if (t == NULL) {
    /* Outside a fork the caller is a team of one: one chunk, the loop. */
    if (trip == 0)
      return false;
    *istart = start;
    *iend = end;
    return true;
  }
  long seq = self.loops_started++;
  struct work_share *w = &t->work_shares[seq % WORK_SHARE_SLOTS];
  check(pthread_mutex_lock(&t->lock), "pthread_mutex_lock");
  /* The first core to reach loop seq sets up its share, once every core
   * has finished the loop that held the slot before. */
  while (w->seq != seq) {
    if (w->seq == -1 || w->finished == t->nb_cores) {
      *w = (struct work_share){
          .seq = seq,
          .start = start,
          .end = end,
          .incr = incr,
          .trip = trip,
          .chunk = chunk_size > 0 ? (unsigned long)chunk_size : 1,
          .guided = guided,
      };
      break;
    }
    pthread_cond_wait(&t->work_share_freed, &t->lock);
  }
  self.loop = w;
  bool more = claim(t, w, istart, iend);
  pthread_mutex_unlock(&t->lock);
  return more;
}

static bool loop_next(long *istart, long *iend) {
  struct team *t = self.team;
  struct work_share *w = self.loop;
  if (t == NULL || w == NULL)
    return false;
  check(pthread_mutex_lock(&t->lock), "pthread_mutex_lock");
  bool more = claim(t, w, istart, iend);
  pthread_mutex_unlock(&t->lock);
  return more;
}

bool GOMP_loop_dynamic_start(long start, long end, long incr, long chunk_size,
                             long *istart, long *iend) {
  return loop_start(start, end, incr, chunk_size, false, istart, iend);
}

bool GOMP_loop_dynamic_next(long *istart, long *iend) {
  return loop_next(istart, iend);
}

bool GOMP_loop_guided_start(long start, long end, long incr, long chunk_size,
                            long *istart, long *iend) {
  return loop_start(start, end, incr, chunk_size, true, istart, iend);
}

bool GOMP_loop_guided_next(long *istart, long *iend) {
  return loop_next(istart, iend);
}

void GOMP_loop_end(void) { pi_cl_team_barrier(); }

void GOMP_loop_end_nowait(void) {}
