/* jacobi_1d.c: TSTEPS steps of a 3-point Jacobi stencil on a line of
 * N points, ping-ponging between A and B; the end points stay fixed.
 * One parallel region around the time loop, two worksharing loops a
 * step, ordered by their implicit barriers. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 120
# define SIZE_TSTEPS 20
#elif defined(LARGE_DATASET)
# define SIZE_N 400000
# define SIZE_TSTEPS 1000
#else
# define SIZE_N 4000
# define SIZE_TSTEPS 100
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE PARAM_1D(A, N, n), DATA_TYPE PARAM_1D(B, N, n))
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = ((DATA_TYPE) (i % 101) + SCALAR_VAL(2.0)) / SCALAR_VAL(10.0);
    B[i] = ((DATA_TYPE) (i % 53) + SCALAR_VAL(3.0)) / SCALAR_VAL(10.0);
  }
}

static void print_array(int n, DATA_TYPE PARAM_1D(A, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("A");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(A[i]);
  }
  DUMP_END("A");
  DUMP_FINISH;
}

static void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE PARAM_1D(A, N, n),
                             DATA_TYPE PARAM_1D(B, N, n))
{
  int t, i;

#pragma omp parallel private(t, i)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static)
    for (i = 1; i < n - 1; i++)
      B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
#pragma omp for schedule(static)
    for (i = 1; i < n - 1; i++)
      A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_1D(A, N);
  DECL_1D(B, N);

  init_array(n, ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_jacobi_1d(TSTEPS, n, ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
