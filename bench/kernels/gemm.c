/* gemm.c: C = alpha A B + beta C, with A NI x NK, B NK x NJ, C NI x NJ.
 * Rows of C are independent: one parallel loop over them, the k-j order
 * inside so that the innermost loop walks rows of B and C. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_NI 40
# define SIZE_NJ 50
# define SIZE_NK 60
#elif defined(LARGE_DATASET)
# define SIZE_NI 1000
# define SIZE_NJ 1100
# define SIZE_NK 1200
#else
# define SIZE_NI 200
# define SIZE_NJ 220
# define SIZE_NK 240
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

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(C, NI, NJ, ni, nj),
                       DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                       DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE) ((i * j + 3) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) ((i * (j + 1)) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) ((i * (j + 2) + 1) % nj) / nj;
}

static void print_array(int ni, int nj, DATA_TYPE PARAM_2D(C, NI, NJ, ni, nj))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("C");
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      DUMP_NEWLINE(i * nj + j);
      DUMP_VALUE(C[i][j]);
    }
  DUMP_END("C");
  DUMP_FINISH;
}

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE PARAM_2D(C, NI, NJ, ni, nj),
                        DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                        DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;

#pragma omp parallel for private(j, k) schedule(static)
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++)
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

int main(int argc, char **argv)
{
  int ni = NI;
  int nj = NJ;
  int nk = NK;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(C, NI, NJ);
  DECL_2D(A, NI, NK);
  DECL_2D(B, NK, NJ);

  init_array(ni, nj, nk, &alpha, &beta, ARRAY(C), ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_gemm(ni, nj, nk, alpha, beta, ARRAY(C), ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(ni, nj, ARRAY(C)));

  FREE_ARRAY(C);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
