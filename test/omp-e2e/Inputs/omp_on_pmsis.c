/*
 * omp_on_pmsis.c: the two OpenMP API functions the end-to-end programs
 * call (omp_get_thread_num, omp_get_num_threads), over the pmsis host
 * emulation (runtimes/pmsis), for the programs lowered for pmsis. On PULP
 * the PULP OpenMP runtime provides them the same way.
 */
#include "../../../runtimes/pmsis/pmsis.h"

int omp_get_thread_num(void) { return pi_core_id(); }
int omp_get_num_threads(void) { return pi_cl_team_nb_cores(); }
