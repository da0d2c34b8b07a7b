/*
 * thinpar.h: a thin fork/join library over POSIX threads, invented for
 * strata as the fourth runtime of its OpenMP lowering. Nothing in strata's
 * Go code knows it: runtimes/thinpar/thinpar.dsl says how OpenMP lowers to
 * it. See docs/runtimes.md.
 *
 * Build: gcc -O2 -c runtimes/thinpar/thinpar.c -pthread
 */
#ifndef THINPAR_H
#define THINPAR_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Runs fn(env) on a team of width threads, the caller being member 0, and
 * returns when every member has returned. width 0 means the default width:
 * THINPAR_WIDTH from the environment, else the number of online CPUs. A
 * run from inside a team runs fn on the calling thread alone (a team of
 * one). */
void tp_team_run(void (*fn)(void *env), void *env, int32_t width);

/* The calling thread's number in its team (0 outside a run). */
int32_t tp_self(void);
/* The size of the calling thread's team (1 outside a run). */
int32_t tp_width(void);

/* Waits until every member of the team has called tp_sync. */
void tp_sync(void);

/* A lock is a zero-initialized 32-bit word; any number of them. */
void tp_lock(int32_t *lock);
void tp_unlock(int32_t *lock);

/* True for exactly one member of the team among those that reach the same
 * tp_once call site in the same order: the first to arrive. */
bool tp_once(void);

/* Narrows the inclusive range [*lo, *hi] to the calling member's block of
 * it: contiguous blocks, sizes differing by at most one, in member order.
 * *hi < *lo on return when the member has no iteration. */
void tp_split(int64_t *lo, int64_t *hi);

/* Dynamic scheduling over the end-exclusive range [begin, end) with the
 * given step (positive or negative): each member calls tp_grab_first, then
 * tp_grab_next until one returns false; every chunk [*lo, *hi) of at most
 * chunk iterations goes to exactly one member. */
bool tp_grab_first(int64_t begin, int64_t end, int64_t step, int64_t chunk,
                   int64_t *lo, int64_t *hi);
bool tp_grab_next(int64_t *lo, int64_t *hi);

/* Tasks: tp_run_now runs fn(env) at once on the calling thread (an
 * undeferred task: env, the caller's, stays valid). tp_quiesce waits for
 * the tasks the caller started, which have all finished by then. */
void tp_run_now(void (*fn)(void *env), void *env);
void tp_quiesce(void);

#ifdef __cplusplus
}
#endif

#endif /* THINPAR_H */
