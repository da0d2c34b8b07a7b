/* harness.h: what every kernel of bench/kernels shares, in the manner of
 * PolyBench/C's polybench.h but header-only, so that each kernel is one
 * compile unit: the dataset-size switch, the element type, the array
 * declaration macros, the timer and the dump of the live-out arrays.
 *
 * Flags (all optional):
 *   -DSMALL_DATASET / -DMEDIUM_DATASET (default) / -DLARGE_DATASET
 *       pick the kernel's sizes; each size macro (N, M, TSTEPS...) can
 *       also be set on its own with -DN=...
 *   -DDATA_TYPE_IS_DOUBLE (default) / -DDATA_TYPE_IS_FLOAT /
 *   -DDATA_TYPE_IS_INT
 *       the element type; integer kernels (floyd_warshall, lcs,
 *       knapsack) default to int.
 *   -DKERNEL_TIME      print the kernel's elapsed seconds on stdout, one number.
 *   -DKERNEL_DUMP      print the live-out arrays on stderr.
 *   -DKERNEL_FIXED_PROTO
 *       declare the kernels' array parameters with the constant sizes
 *       (A[N][M]) instead of the C99 variable-length ones (A[n][m]).
 *
 * Only C11 and OpenMP; without -fopenmp the pragmas are ignored and the
 * timer falls back on timespec_get. */
#ifndef KERNEL_HARNESS_H
#define KERNEL_HARNESS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#ifdef _OPENMP
# include <omp.h>
#endif

/* The dataset: MEDIUM unless one is asked for. */
#if !defined(SMALL_DATASET) && !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET)
# define MEDIUM_DATASET
#endif

/* The element type, with its print format, its literals and its math
 * functions. */
#if !defined(DATA_TYPE_IS_INT) && !defined(DATA_TYPE_IS_FLOAT) && !defined(DATA_TYPE_IS_DOUBLE)
# define DATA_TYPE_IS_DOUBLE
#endif

#ifdef DATA_TYPE_IS_INT
# define DATA_TYPE int
# define DATA_PRINTF_MODIFIER "%d "
# define SCALAR_VAL(x) x
#endif

#ifdef DATA_TYPE_IS_FLOAT
# define DATA_TYPE float
# define DATA_PRINTF_MODIFIER "%0.2f "
# define SCALAR_VAL(x) x##f
# define SQRT_FUN(x) sqrtf(x)
# define EXP_FUN(x) expf(x)
# define POW_FUN(x, y) powf(x, y)
# define FABS_FUN(x) fabsf(x)
#endif

#ifdef DATA_TYPE_IS_DOUBLE
# define DATA_TYPE double
# define DATA_PRINTF_MODIFIER "%0.2lf "
# define SCALAR_VAL(x) x
# define SQRT_FUN(x) sqrt(x)
# define EXP_FUN(x) exp(x)
# define POW_FUN(x, y) pow(x, y)
# define FABS_FUN(x) fabs(x)
#endif

/* Heap arrays, declared as pointers to arrays of constant size:
 *   DECL_2D(A, N, M);   is   DATA_TYPE (*A)[N][M] = ... malloc ...;
 * ARRAY(A) is the array itself (*A), which the kernels take as a
 * parameter, and FREE_ARRAY(A) gives it back. The _T forms take the
 * element type. */
static void *kernel_alloc(size_t count, size_t elt_size)
{
  void *p = malloc(count * elt_size);
  if (p == NULL) {
    fprintf(stderr, "kernel_alloc: cannot allocate %zu bytes\n", count * elt_size);
    exit(1);
  }
  return p;
}

#define ALLOC_1D(T, N1) ((T (*)[N1]) kernel_alloc((size_t) (N1), sizeof(T)))
#define ALLOC_2D(T, N1, N2) \
  ((T (*)[N1][N2]) kernel_alloc((size_t) (N1) * (size_t) (N2), sizeof(T)))
#define ALLOC_3D(T, N1, N2, N3) \
  ((T (*)[N1][N2][N3]) kernel_alloc((size_t) (N1) * (size_t) (N2) * (size_t) (N3), sizeof(T)))

#define DECL_1D_T(T, var, N1) T (*var)[N1] = ALLOC_1D(T, N1)
#define DECL_2D_T(T, var, N1, N2) T (*var)[N1][N2] = ALLOC_2D(T, N1, N2)
#define DECL_3D_T(T, var, N1, N2, N3) T (*var)[N1][N2][N3] = ALLOC_3D(T, N1, N2, N3)
#define DECL_1D(var, N1) DECL_1D_T(DATA_TYPE, var, N1)
#define DECL_2D(var, N1, N2) DECL_2D_T(DATA_TYPE, var, N1, N2)
#define DECL_3D(var, N1, N2, N3) DECL_3D_T(DATA_TYPE, var, N1, N2, N3)

#define ARRAY(var) (*(var))
#define FREE_ARRAY(var) free((void *) (var))

/* Array parameters: DATA_TYPE PARAM_2D(A, N, M, n, m) is A[n][m], or
 * A[N][M] with -DKERNEL_FIXED_PROTO. */
#ifdef KERNEL_FIXED_PROTO
# define PARAM_1D(var, N1, n1) var[N1]
# define PARAM_2D(var, N1, N2, n1, n2) var[N1][N2]
# define PARAM_3D(var, N1, N2, N3, n1, n2, n3) var[N1][N2][N3]
#else
# define PARAM_1D(var, N1, n1) var[n1]
# define PARAM_2D(var, N1, N2, n1, n2) var[n1][n2]
# define PARAM_3D(var, N1, N2, N3, n1, n2, n3) var[n1][n2][n3]
#endif

/* The timer: kernel_timer_start and kernel_timer_stop around the kernel,
 * then kernel_timer_print, which prints the seconds between them on
 * stdout with -DKERNEL_TIME and nothing otherwise. */
static double kernel_t_start;
static double kernel_t_stop;

static double kernel_now(void)
{
#ifdef _OPENMP
  return omp_get_wtime();
#else
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1.0e-9;
#endif
}

static void kernel_timer_start(void)
{
  kernel_t_start = kernel_now();
}

static void kernel_timer_stop(void)
{
  kernel_t_stop = kernel_now();
}

static void kernel_timer_print(void)
{
#ifdef KERNEL_TIME
  printf("%0.6f\n", kernel_t_stop - kernel_t_start);
#endif
}

/* The dump of the live-out arrays, on stderr:
 *   ==BEGIN DUMP_ARRAYS==
 *   begin dump: NAME
 *   v v v ... (20 a line)
 *   end   dump: NAME
 *   ==END   DUMP_ARRAYS==
 * Each kernel's print_array writes it with these macros, a newline before
 * every 20th value. KERNEL_DUMP_ARRAYS(call) makes the call with
 * -DKERNEL_DUMP; without it the call stays, behind a test that never
 * holds, so that the results are live and print_array is used. */
#define DUMP_TARGET stderr
#define DUMP_START fprintf(DUMP_TARGET, "==BEGIN DUMP_ARRAYS==\n")
#define DUMP_FINISH fprintf(DUMP_TARGET, "==END   DUMP_ARRAYS==\n")
#define DUMP_BEGIN(s) fprintf(DUMP_TARGET, "begin dump: %s", s)
#define DUMP_END(s) fprintf(DUMP_TARGET, "\nend   dump: %s\n", s)
#define DUMP_NEWLINE(idx) \
  do { if ((idx) % 20 == 0) fprintf(DUMP_TARGET, "\n"); } while (0)
#define DUMP_VALUE(v) fprintf(DUMP_TARGET, DATA_PRINTF_MODIFIER, v)

#ifdef KERNEL_DUMP
# define KERNEL_DUMP_ARRAYS(call) \
  do { (void) argc; (void) argv; call; } while (0)
#else
# define KERNEL_DUMP_ARRAYS(call) \
  do { if (argc > 42 && !strcmp(argv[0], "")) call; } while (0)
#endif

#endif /* KERNEL_HARNESS_H */
