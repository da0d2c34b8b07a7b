/*
 * omp_on_thinpar.c: the two OpenMP API functions the end-to-end programs
 * of test/omp-e2e call, over the thinpar library (runtimes/thinpar), for
 * thinpar-e2e-programs.test.
 */
#include "../../../runtimes/thinpar/thinpar.h"

int omp_get_thread_num(void) { return tp_self(); }
int omp_get_num_threads(void) { return tp_width(); }
