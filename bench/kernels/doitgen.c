/* doitgen.c: the multiresolution-analysis kernel, A[r][q][.] = A[r][q][.]
 * C4 for every (r, q). The (r, q) pairs are independent: collapse(2)
 * over them; each writes its own slice of the scratch array sum. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_NR 10
# define SIZE_NQ 8
# define SIZE_NP 12
#elif defined(LARGE_DATASET)
# define SIZE_NR 150
# define SIZE_NQ 140
# define SIZE_NP 160
#else
# define SIZE_NR 40
# define SIZE_NQ 50
# define SIZE_NP 60
#endif
#ifndef NR
# define NR SIZE_NR
#endif
#ifndef NQ
# define NQ SIZE_NQ
#endif
#ifndef NP
# define NP SIZE_NP
#endif

static void init_array(int nr, int nq, int np,
                       DATA_TYPE PARAM_3D(A, NR, NQ, NP, nr, nq, np),
                       DATA_TYPE PARAM_2D(C4, NP, NP, np, np))
{
  int r, q, p, s;

  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++)
      for (p = 0; p < np; p++)
        A[r][q][p] = (DATA_TYPE) ((r * q + p) % np) / np;
  for (p = 0; p < np; p++)
    for (s = 0; s < np; s++)
      C4[p][s] = (DATA_TYPE) (p * s % np) / np;
}

static void print_array(int nr, int nq, int np, DATA_TYPE PARAM_3D(A, NR, NQ, NP, nr, nq, np))
{
  int r, q, p;

  DUMP_START;
  DUMP_BEGIN("A");
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++)
      for (p = 0; p < np; p++) {
        DUMP_NEWLINE((r * nq + q) * np + p);
        DUMP_VALUE(A[r][q][p]);
      }
  DUMP_END("A");
  DUMP_FINISH;
}

static void kernel_doitgen(int nr, int nq, int np,
                           DATA_TYPE PARAM_3D(A, NR, NQ, NP, nr, nq, np),
                           DATA_TYPE PARAM_2D(C4, NP, NP, np, np),
                           DATA_TYPE PARAM_3D(sum, NR, NQ, NP, nr, nq, np))
{
  int r, q, p, s;

#pragma omp parallel for collapse(2) private(p, s) schedule(static)
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[r][q][p] = SCALAR_VAL(0.0);
        for (s = 0; s < np; s++)
          sum[r][q][p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[r][q][p];
    }
}

int main(int argc, char **argv)
{
  int nr = NR;
  int nq = NQ;
  int np = NP;
  DECL_3D(A, NR, NQ, NP);
  DECL_3D(sum, NR, NQ, NP);
  DECL_2D(C4, NP, NP);

  init_array(nr, nq, np, ARRAY(A), ARRAY(C4));

  kernel_timer_start();
  kernel_doitgen(nr, nq, np, ARRAY(A), ARRAY(C4), ARRAY(sum));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(nr, nq, np, ARRAY(A)));

  FREE_ARRAY(A);
  FREE_ARRAY(sum);
  FREE_ARRAY(C4);
  return 0;
}
