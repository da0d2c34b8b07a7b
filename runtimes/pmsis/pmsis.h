/*
 * pmsis.h: a host emulation of the PULP cluster API (PMSIS) on POSIX
 * threads, so that programs lowered with strata's pmsis spec
 * (lowering/dsl/specs/pmsis.dsl) run on this machine. docs/runtimes.md
 * says what is emulated and what is not.
 *
 * Build: gcc -O2 -c runtimes/pmsis/pmsis.c -pthread
 */
#ifndef STRATA_PMSIS_H
#define STRATA_PMSIS_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The number of cluster cores when PMSIS_CLUSTER_NB_CORES is not set:
 * GAP8's cluster. */
#define PMSIS_DEFAULT_CLUSTER_NB_CORES 8
/* The largest cluster the emulation accepts. */
#define PMSIS_MAX_CLUSTER_NB_CORES 64

/* --- The cluster team (pmsis/cluster/cluster_team/cl_team.h) ----------- */

/* Runs entry(arg) on nb_cores cores of the cluster and returns when all of
 * them have returned. The caller is core 0 of the team; nb_cores == 0 means
 * every core of the cluster; a request above the cluster's size gets the
 * whole cluster. A fork from inside a team (nested) is not supported: the
 * emulation reports it on stderr and aborts. */
void pi_cl_team_fork(int nb_cores, void (*entry)(void *), void *arg);

/* Waits until every core of the calling team has reached the barrier.
 * Outside a fork the caller is a team of one and returns at once. */
void pi_cl_team_barrier(void);

/* The cluster's one critical lock: enter blocks until no other core holds
 * it. Not recursive, as on PULP. */
void pi_cl_team_critical_enter(void);
void pi_cl_team_critical_exit(void);

/* The number of cores of the calling team (1 outside a fork). */
int pi_cl_team_nb_cores(void);

/* --- Core identity (pmsis/chips/.../pulp_core.h) ------------------------ */

/* The calling core's number in its team, 0 outside a fork. */
int pi_core_id(void);
/* The cluster's number: always 0, the emulation has one cluster. */
int pi_cluster_id(void);
/* The number of cores of the cluster. */
int pi_cl_cluster_nb_cores(void);
int pi_cl_cluster_nb_pe_cores(void);

/* --- Out-of-line wrappers the lowering calls ---------------------------- */

/* On PULP pi_core_id and friends are static inline; the compiled program
 * calls these wrappers, which the PULP port of the lowering links in. */
int ext_pi_core_id(void);
int ext_pi_cl_nb_cores(void); /* the team's size, as pi_cl_team_nb_cores */
void ext_pi_cl_team_fork(int nb_cores, void (*entry)(void *), void *arg);
void ext_pi_cl_team_barrier(void);

/* --- libgomp-compatible loop scheduling ---------------------------------
 * The PULP OpenMP runtime implements GCC's GOMP_loop_* ABI; the pmsis spec
 * lowers dynamic and guided schedules to it. Bounds are end-exclusive:
 * the loop is for (i = start; incr > 0 ? i < end : i > end; i += incr).
 * Every core of the team calls *_start, then *_next until one returns
 * false; each chunk [*istart, *iend) goes to exactly one core. The team
 * barrier (or GOMP_loop_end) ends the loop. */
bool GOMP_loop_dynamic_start(long start, long end, long incr, long chunk_size,
                             long *istart, long *iend);
bool GOMP_loop_dynamic_next(long *istart, long *iend);
bool GOMP_loop_guided_start(long start, long end, long incr, long chunk_size,
                            long *istart, long *iend);
bool GOMP_loop_guided_next(long *istart, long *iend);
void GOMP_loop_end(void);
void GOMP_loop_end_nowait(void);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_PMSIS_H */
