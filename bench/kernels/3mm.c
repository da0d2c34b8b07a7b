/* 3mm.c: three matrix products, G = (A B) (C D), with E = A B
 * (NI x NJ), F = C D (NJ x NL) and G = E F (NI x NL). E and F do not
 * depend on each other, so the loop computing E ends with nowait: the
 * implicit barrier of the loop computing F is the one that G needs. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_NI 16
# define SIZE_NJ 18
# define SIZE_NK 20
# define SIZE_NL 22
# define SIZE_NM 24
#elif defined(LARGE_DATASET)
# define SIZE_NI 700
# define SIZE_NJ 750
# define SIZE_NK 800
# define SIZE_NL 850
# define SIZE_NM 900
#else
# define SIZE_NI 180
# define SIZE_NJ 190
# define SIZE_NK 200
# define SIZE_NL 210
# define SIZE_NM 220
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
#ifndef NM
# define NM SIZE_NM
#endif

static void init_array(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                       DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE PARAM_2D(C, NJ, NM, nj, nm),
                       DATA_TYPE PARAM_2D(D, NM, NL, nm, nl))
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) ((i * j + 1) % ni) / (5 * ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) ((i * (j + 1) + 2) % nj) / (5 * nj);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (DATA_TYPE) (i * (j + 3) % nl) / (5 * nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE) ((i * (j + 2) + 2) % nk) / (5 * nk);
}

static void print_array(int ni, int nl, DATA_TYPE PARAM_2D(G, NI, NL, ni, nl))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("G");
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      DUMP_NEWLINE(i * nl + j);
      DUMP_VALUE(G[i][j]);
    }
  DUMP_END("G");
  DUMP_FINISH;
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE PARAM_2D(E, NI, NJ, ni, nj),
                       DATA_TYPE PARAM_2D(A, NI, NK, ni, nk),
                       DATA_TYPE PARAM_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE PARAM_2D(F, NJ, NL, nj, nl),
                       DATA_TYPE PARAM_2D(C, NJ, NM, nj, nm),
                       DATA_TYPE PARAM_2D(D, NM, NL, nm, nl),
                       DATA_TYPE PARAM_2D(G, NI, NL, ni, nl))
{
  int i, j, k;

#pragma omp parallel private(i, j, k)
  {
    /* E := A B */
#pragma omp for schedule(static) nowait
    for (i = 0; i < ni; i++) {
      for (j = 0; j < nj; j++)
        E[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nk; k++)
        for (j = 0; j < nj; j++)
          E[i][j] += A[i][k] * B[k][j];
    }
    /* F := C D */
#pragma omp for schedule(static)
    for (i = 0; i < nj; i++) {
      for (j = 0; j < nl; j++)
        F[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nm; k++)
        for (j = 0; j < nl; j++)
          F[i][j] += C[i][k] * D[k][j];
    }
    /* G := E F */
#pragma omp for schedule(static)
    for (i = 0; i < ni; i++) {
      for (j = 0; j < nl; j++)
        G[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nj; k++)
        for (j = 0; j < nl; j++)
          G[i][j] += E[i][k] * F[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int ni = NI;
  int nj = NJ;
  int nk = NK;
  int nl = NL;
  int nm = NM;
  DECL_2D(E, NI, NJ);
  DECL_2D(A, NI, NK);
  DECL_2D(B, NK, NJ);
  DECL_2D(F, NJ, NL);
  DECL_2D(C, NJ, NM);
  DECL_2D(D, NM, NL);
  DECL_2D(G, NI, NL);

  init_array(ni, nj, nk, nl, nm, ARRAY(A), ARRAY(B), ARRAY(C), ARRAY(D));

  kernel_timer_start();
  kernel_3mm(ni, nj, nk, nl, nm, ARRAY(E), ARRAY(A), ARRAY(B), ARRAY(F), ARRAY(C), ARRAY(D),
             ARRAY(G));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(ni, nl, ARRAY(G)));

  FREE_ARRAY(E);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  FREE_ARRAY(F);
  FREE_ARRAY(C);
  FREE_ARRAY(D);
  FREE_ARRAY(G);
  return 0;
}
