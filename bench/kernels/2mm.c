/* 2mm.c: two chained matrix products, D = alpha A B C + beta D, with
 * tmp = alpha A B (NI x NJ) and then D = beta D + tmp C (NI x NL).
 * One parallel region; its two worksharing loops are ordered by the
 * implicit barrier of the first. The first product is written in the
 * dot-product (i-j-k) order with a private accumulator, the second in
 * the i-k-j order. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_NI 16
# define SIZE_NJ 18
# define SIZE_NK 22
# define SIZE_NL 24
#elif defined(LARGE_DATASET)
# define SIZE_NI 700
# define SIZE_NJ 800
# define SIZE_NK 900
# define SIZE_NL 1000
#else
# define SIZE_NI 180
# define SIZE_NJ 190
# define SIZE_NK 210
# define SIZE_NL 220
#endif
#ifndef NI
# define NI SIZE_NI
#endif
#ifndef NJ
# define NJ SIZE_NJ
#endif
#ifndef NK
# define NK SIZE_NK
#endif
#ifndef NL
# define NL SIZE_NL
#endif

static void init_array(int ni, int nj, int nk, int nl, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                       DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE PARAM_2D(C, NJ, NL, nj, nl),
                       DATA_TYPE PARAM_2D(D, NI, NL, ni, nl))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(0.75);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) ((i * j + 1) % ni) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) ((i * (j + 1) + 2) % nj) / nj;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = (DATA_TYPE) ((i * (j + 3) + 1) % nl) / nl;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE) ((i * (j + 2)) % nk) / nk;
}

static void print_array(int ni, int nl, DATA_TYPE PARAM_2D(D, NI, NL, ni, nl))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("D");
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      DUMP_NEWLINE(i * nl + j);
      DUMP_VALUE(D[i][j]);
    }
  DUMP_END("D");
  DUMP_FINISH;
}

static void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                       DATA_TYPE PARAM_2D(tmp, NI, NJ, ni, nj),
                       DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                       DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE PARAM_2D(C, NJ, NL, nj, nl),
                       DATA_TYPE PARAM_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
  DATA_TYPE acc;

#pragma omp parallel
  {
#pragma omp for private(j, k, acc) schedule(static)
    for (i = 0; i < ni; i++)
      for (j = 0; j < nj; j++) {
        acc = SCALAR_VAL(0.0);
        for (k = 0; k < nk; k++)
          acc += alpha * A[i][k] * B[k][j];
        tmp[i][j] = acc;
      }
#pragma omp for private(j, k) schedule(static)
    for (i = 0; i < ni; i++) {
      for (j = 0; j < nl; j++)
        D[i][j] *= beta;
      for (k = 0; k < nj; k++)
        for (j = 0; j < nl; j++)
          D[i][j] += tmp[i][k] * C[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int ni = NI;
  int nj = NJ;
  int nk = NK;
  int nl = NL;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(tmp, NI, NJ);
  DECL_2D(A, NI, NK);
  DECL_2D(B, NK, NJ);
  DECL_2D(C, NJ, NL);
  DECL_2D(D, NI, NL);

  init_array(ni, nj, nk, nl, &alpha, &beta, ARRAY(A), ARRAY(B), ARRAY(C), ARRAY(D));

  kernel_timer_start();
  kernel_2mm(ni, nj, nk, nl, alpha, beta, ARRAY(tmp), ARRAY(A), ARRAY(B), ARRAY(C), ARRAY(D));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(ni, nl, ARRAY(D)));

  FREE_ARRAY(tmp);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  FREE_ARRAY(C);
  FREE_ARRAY(D);
  return 0;
}
