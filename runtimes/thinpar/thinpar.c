/*
 * thinpar.c: fork/join teams over POSIX threads (thinpar.h).
 *
 * A run starts width - 1 threads and joins them; members synchronize with
 * a POSIX barrier, lock caller-provided words, elect one member per
 * tp_once call with a compare-and-swap on a team counter, and deal
 * dynamic chunks from a ring of "deals" claimed with compare-and-swap.
 *
 * C11 and POSIX threads only: gcc -O2 -c runtimes/thinpar/thinpar.c -pthread
 */
#define _POSIX_C_SOURCE 200809L

#include "thinpar.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum {
  MAX_WIDTH = 256,
  /* A member may be this many nowait dynamic loops ahead of the slowest. */
  DEAL_RING = 4,
};

/* One dynamic loop: iterations 0..trip-1, iteration k being
 * begin + k*step; next is the first not yet dealt. */
struct deal {
  long seq; /* the team's loop number; -1 unused. Written under the lock. */
  int64_t begin, end, step;
  uint64_t trip, chunk;
  atomic_uint_fast64_t next;
  atomic_int finished; /* members that found it empty */
};

struct team {
  int32_t width;
  void (*fn)(void *);
  void *env;
  pthread_barrier_t sync;
  atomic_uint_fast64_t onces_claimed;
  pthread_mutex_t lock; /* guards deal setup */
  pthread_cond_t deal_freed;
  struct deal deals[DEAL_RING];
};

struct member {
  struct team *team; /* NULL outside a run */
  int32_t self;
  uint64_t onces;    /* tp_once calls so far */
  uint64_t deals;    /* tp_grab_first calls so far */
  struct deal *deal; /* the loop being dealt, NULL between loops */
};

static _Thread_local struct member me;

static void fatal(const char *what, int err) {
  fprintf(stderr, "thinpar: %s failed (error %d)\n", what, err);
  abort();
}

static int32_t default_width(void) {
  const char *env = getenv("THINPAR_WIDTH");
  if (env != NULL && *env != '\0') {
    char *end;
    long n = strtol(env, &end, 10);
    if (*end == '\0' && n >= 1 && n <= MAX_WIDTH)
      return (int32_t)n;
    fprintf(stderr, "thinpar: ignoring THINPAR_WIDTH=%s (1 to %d)\n", env,
            MAX_WIDTH);
  }
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  return cpus < 1 ? 1 : cpus > MAX_WIDTH ? MAX_WIDTH : (int32_t)cpus;
}

struct launch {
  struct team *team;
  int32_t self;
};

static void *member_main(void *p) {
  const struct launch *l = p;
  me = (struct member){.team = l->team, .self = l->self};
  l->team->fn(l->team->env);
  return NULL;
}

void tp_team_run(void (*fn)(void *env), void *env, int32_t width) {
  /* Nested runs get a team of one: the outer team keeps the cores. */
  if (me.team != NULL || width == 1)
    width = 1;
  else if (width <= 0)
    width = default_width();
  else if (width > MAX_WIDTH)
    width = MAX_WIDTH;

  struct team team = {.width = width, .fn = fn, .env = env};
  int err;
  if ((err = pthread_barrier_init(&team.sync, NULL, (unsigned)width)))
    fatal("pthread_barrier_init", err);
  if ((err = pthread_mutex_init(&team.lock, NULL)))
    fatal("pthread_mutex_init", err);
  if ((err = pthread_cond_init(&team.deal_freed, NULL)))
    fatal("pthread_cond_init", err);
  for (int i = 0; i < DEAL_RING; i++)
    team.deals[i].seq = -1;

  pthread_t threads[MAX_WIDTH];
  struct launch launches[MAX_WIDTH];
  for (int32_t i = 1; i < width; i++) {
    launches[i] = (struct launch){.team = &team, .self = i};
    if ((err = pthread_create(&threads[i], NULL, member_main, &launches[i])))
      fatal("pthread_create", err);
  }
  struct member outer = me;
  me = (struct member){.team = &team, .self = 0};
  fn(env);
  me = outer;
  for (int32_t i = 1; i < width; i++)
    if ((err = pthread_join(threads[i], NULL)))
      fatal("pthread_join", err);

  pthread_cond_destroy(&team.deal_freed);
  pthread_mutex_destroy(&team.lock);
  pthread_barrier_destroy(&team.sync);
}

int32_t tp_self(void) { return me.self; }

int32_t tp_width(void) { return me.team ? me.team->width : 1; }

void tp_sync(void) {
  if (me.team == NULL || me.team->width == 1)
    return;
  int err = pthread_barrier_wait(&me.team->sync);
  if (err != 0 && err != PTHREAD_BARRIER_SERIAL_THREAD)
    fatal("pthread_barrier_wait", err);
}

void tp_lock(int32_t *lock) {
  _Atomic int32_t *word = (_Atomic int32_t *)lock;
  while (atomic_exchange_explicit(word, 1, memory_order_acquire) != 0)
    while (atomic_load_explicit(word, memory_order_relaxed) != 0)
      sched_yield();
}

void tp_unlock(int32_t *lock) {
  atomic_store_explicit((_Atomic int32_t *)lock, 0, memory_order_release);
}

bool tp_once(void) {
  if (me.team == NULL)
    return true;
  uint_fast64_t mine = ++me.onces;
  uint_fast64_t before = mine - 1;
  return atomic_compare_exchange_strong(&me.team->onces_claimed, &before,
                                        mine);
}

void tp_split(int64_t *lo, int64_t *hi) {
  if (me.team == NULL || *hi < *lo)
    return;
  uint64_t count = (uint64_t)*hi - (uint64_t)*lo + 1;
  uint64_t n = (uint64_t)me.team->width, t = (uint64_t)me.self;
  uint64_t q = count / n, r = count % n;
  uint64_t first = t * q + (t < r ? t : r);
  uint64_t size = q + (t < r);
  *lo = (int64_t)((uint64_t)*lo + first);
  *hi = (int64_t)((uint64_t)*lo + size - 1);
}

static uint64_t trip_of(int64_t begin, int64_t end, int64_t step) {
  if (step == 0) {
    fprintf(stderr, "thinpar: tp_grab_first with step 0\n");
    abort();
  }
  uint64_t span, by;
  if (step > 0) {
    if (end <= begin)
      return 0;
    span = (uint64_t)end - (uint64_t)begin;
    by = (uint64_t)step;
  } else {
    if (end >= begin)
      return 0;
    span = (uint64_t)begin - (uint64_t)end;
    by = -(uint64_t)step;
  }
  return span / by + (span % by != 0);
}

static int64_t value_at(const struct deal *d, uint64_t k) {
  return k == d->trip ? d->end
                      : (int64_t)((uint64_t)d->begin + k * (uint64_t)d->step);
}

/* take deals the calling member its next chunk of d, or reports d empty. */
static bool take(struct deal *d, int64_t *lo, int64_t *hi) {
  uint_fast64_t k = atomic_load(&d->next);
  for (;;) {
    if (k >= d->trip) {
      me.deal = NULL;
      if (atomic_fetch_add(&d->finished, 1) + 1 == me.team->width) {
        pthread_mutex_lock(&me.team->lock);
        pthread_cond_broadcast(&me.team->deal_freed);
        pthread_mutex_unlock(&me.team->lock);
      }
      return false;
    }
    uint64_t end = d->trip - k < d->chunk ? d->trip : k + d->chunk;
    if (atomic_compare_exchange_weak(&d->next, &k, end)) {
      *lo = value_at(d, k);
      *hi = value_at(d, end);
      return true;
    }
  }
}

bool tp_grab_first(int64_t begin, int64_t end, int64_t step, int64_t chunk,
                   int64_t *lo, int64_t *hi) {
  uint64_t trip = trip_of(begin, end, step);
  struct team *team = me.team;
  if (team == NULL) {
    *lo = begin;
    *hi = end;
    return trip != 0;
  }
  long seq = (long)me.deals++;
  struct deal *d = &team->deals[seq % DEAL_RING];
  pthread_mutex_lock(&team->lock);
  while (d->seq != seq) {
    if (d->seq == -1 || atomic_load(&d->finished) == team->width) {
      d->begin = begin;
      d->end = end;
      d->step = step;
      d->trip = trip;
      d->chunk = chunk > 0 ? (uint64_t)chunk : 1;
      atomic_store(&d->next, 0);
      atomic_store(&d->finished, 0);
      d->seq = seq;
      break;
    }
    pthread_cond_wait(&team->deal_freed, &team->lock);
  }
  pthread_mutex_unlock(&team->lock);
  me.deal = d;
  return take(d, lo, hi);
}

bool tp_grab_next(int64_t *lo, int64_t *hi) {
  if (me.deal == NULL)
    return false;
  return take(me.deal, lo, hi);
}

void tp_run_now(void (*fn)(void *env), void *env) { fn(env); }

/* Every task ran to completion inside tp_run_now. */
void tp_quiesce(void) {}
