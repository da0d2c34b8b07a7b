/* deriche.c: Deriche's recursive smoothing filter, applied TSTEPS times
 * to an H x W image in place. Each application filters the rows (a
 * causal pass left to right and an anticausal one right to left, summed)
 * and then the columns of the result (top down and bottom up). The
 * coefficients come from exp of the smoothing parameter alpha; the
 * samples before the first one are 0, written with ?:. Rows, then
 * columns, are independent: worksharing loops over them in one parallel
 * region, and collapse(2) for the sums. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_W 64
# define SIZE_H 48
# define SIZE_TSTEPS 2
#elif defined(LARGE_DATASET)
# define SIZE_W 2500
# define SIZE_H 1500
# define SIZE_TSTEPS 4
#else
# define SIZE_W 400
# define SIZE_H 300
# define SIZE_TSTEPS 4
#endif
#ifndef W
# define W SIZE_W
#endif
#ifndef H
# define H SIZE_H
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int h, int w, DATA_TYPE *alpha, DATA_TYPE PARAM_2D(img, H, W, h, w))
{
  int i, j;

  *alpha = SCALAR_VAL(0.25);
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      img[i][j] = (DATA_TYPE) ((313 * i + 991 * j) % 65536) / SCALAR_VAL(655.36);
}

static void print_array(int h, int w, DATA_TYPE PARAM_2D(img, H, W, h, w))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("img");
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      DUMP_NEWLINE(i * w + j);
      DUMP_VALUE(img[i][j]);
    }
  DUMP_END("img");
  DUMP_FINISH;
}

static void kernel_deriche(int tsteps, int h, int w, DATA_TYPE alpha,
                           DATA_TYPE PARAM_2D(img, H, W, h, w),
                           DATA_TYPE PARAM_2D(y1, H, W, h, w),
                           DATA_TYPE PARAM_2D(y2, H, W, h, w),
                           DATA_TYPE PARAM_2D(tmp, H, W, h, w))
{
  int t, i, j;
  DATA_TYPE ea, e2a, k, a1, a2, a3, a4, b1, b2;
  const DATA_TYPE zero = SCALAR_VAL(0.0);

  ea = EXP_FUN(-alpha);
  e2a = EXP_FUN(SCALAR_VAL(-2.0) * alpha);
  k = (SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea)
    / (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * ea - e2a);
  a1 = k;
  a2 = k * ea * (alpha - SCALAR_VAL(1.0));
  a3 = k * ea * (alpha + SCALAR_VAL(1.0));
  a4 = -k * e2a;
  b1 = SCALAR_VAL(2.0) * ea;
  b2 = -e2a;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tsteps; t++) {
    /* rows of img */
#pragma omp for schedule(static)
    for (i = 0; i < h; i++) {
      for (j = 0; j < w; j++)
        y1[i][j] = a1 * img[i][j] + a2 * (j >= 1 ? img[i][j - 1] : zero)
                 + b1 * (j >= 1 ? y1[i][j - 1] : zero) + b2 * (j >= 2 ? y1[i][j - 2] : zero);
      for (j = w - 1; j >= 0; j--)
        y2[i][j] = a3 * (j + 1 < w ? img[i][j + 1] : zero) + a4 * (j + 2 < w ? img[i][j + 2] : zero)
                 + b1 * (j + 1 < w ? y2[i][j + 1] : zero) + b2 * (j + 2 < w ? y2[i][j + 2] : zero);
    }
#pragma omp for collapse(2) schedule(static)
    for (i = 0; i < h; i++)
      for (j = 0; j < w; j++)
        tmp[i][j] = y1[i][j] + y2[i][j];
    /* columns of tmp */
#pragma omp for schedule(static)
    for (j = 0; j < w; j++) {
      for (i = 0; i < h; i++)
        y1[i][j] = a1 * tmp[i][j] + a2 * (i >= 1 ? tmp[i - 1][j] : zero)
                 + b1 * (i >= 1 ? y1[i - 1][j] : zero) + b2 * (i >= 2 ? y1[i - 2][j] : zero);
      for (i = h - 1; i >= 0; i--)
        y2[i][j] = a3 * (i + 1 < h ? tmp[i + 1][j] : zero) + a4 * (i + 2 < h ? tmp[i + 2][j] : zero)
                 + b1 * (i + 1 < h ? y2[i + 1][j] : zero) + b2 * (i + 2 < h ? y2[i + 2][j] : zero);
    }
#pragma omp for collapse(2) schedule(static)
    for (i = 0; i < h; i++)
      for (j = 0; j < w; j++)
        img[i][j] = y1[i][j] + y2[i][j];
  }
}

int main(int argc, char **argv)
{
  int w = W;
  int h = H;
  DATA_TYPE alpha;
  DECL_2D(img, H, W);
  DECL_2D(y1, H, W);
  DECL_2D(y2, H, W);
  DECL_2D(tmp, H, W);

  init_array(h, w, &alpha, ARRAY(img));

  kernel_timer_start();
  kernel_deriche(TSTEPS, h, w, alpha, ARRAY(img), ARRAY(y1), ARRAY(y2), ARRAY(tmp));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(h, w, ARRAY(img)));

  FREE_ARRAY(img);
  FREE_ARRAY(y1);
  FREE_ARRAY(y2);
  FREE_ARRAY(tmp);
  return 0;
}
