/* conv_2d.c: TSTEPS passes of a 5 x 5 convolution (a separable
 * smoothing kernel whose weights are powers of 1/2, from pow, normalized)
 * over an H x W image, ping-ponging between A and B, with clamp-to-edge
 * borders: the clamped indices come from ?:. Each pass is a parallel for
 * with collapse(2) over the pixels. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_W 40
# define SIZE_H 30
# define SIZE_TSTEPS 2
#elif defined(LARGE_DATASET)
# define SIZE_W 1600
# define SIZE_H 1200
# define SIZE_TSTEPS 6
#else
# define SIZE_W 300
# define SIZE_H 200
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
#define R 2

static void init_array(int h, int w, DATA_TYPE PARAM_2D(K, 2 * R + 1, 2 * R + 1, 2 * R + 1, 2 * R + 1),
                       DATA_TYPE PARAM_2D(A, H, W, h, w))
{
  int i, j;
  DATA_TYPE total = SCALAR_VAL(0.0);

  for (i = -R; i <= R; i++)
    for (j = -R; j <= R; j++) {
      K[i + R][j + R] = POW_FUN(SCALAR_VAL(0.5), (DATA_TYPE) ((i < 0 ? -i : i) + (j < 0 ? -j : j)));
      total += K[i + R][j + R];
    }
  for (i = 0; i <= 2 * R; i++)
    for (j = 0; j <= 2 * R; j++)
      K[i][j] = K[i][j] / total;
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      A[i][j] = (DATA_TYPE) ((i * i + 7 * j) % 50) + (DATA_TYPE) (i % 3) / SCALAR_VAL(4.0);
}

static void print_array(int h, int w, DATA_TYPE PARAM_2D(A, H, W, h, w))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("A");
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      DUMP_NEWLINE(i * w + j);
      DUMP_VALUE(A[i][j]);
    }
  DUMP_END("A");
  DUMP_FINISH;
}

static void conv_pass(int h, int w, DATA_TYPE PARAM_2D(K, 2 * R + 1, 2 * R + 1, 2 * R + 1, 2 * R + 1),
                      DATA_TYPE PARAM_2D(src, H, W, h, w), DATA_TYPE PARAM_2D(dst, H, W, h, w))
{
  int i, j, di, dj, ii, jj;
  DATA_TYPE acc;

#pragma omp parallel for collapse(2) private(di, dj, ii, jj, acc) schedule(static)
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      acc = SCALAR_VAL(0.0);
      for (di = -R; di <= R; di++) {
        ii = i + di < 0 ? 0 : (i + di >= h ? h - 1 : i + di);
        for (dj = -R; dj <= R; dj++) {
          jj = j + dj < 0 ? 0 : (j + dj >= w ? w - 1 : j + dj);
          acc += K[di + R][dj + R] * src[ii][jj];
        }
      }
      dst[i][j] = acc;
    }
}

static void kernel_conv_2d(int tsteps, int h, int w,
                           DATA_TYPE PARAM_2D(K, 2 * R + 1, 2 * R + 1, 2 * R + 1, 2 * R + 1),
                           DATA_TYPE PARAM_2D(A, H, W, h, w), DATA_TYPE PARAM_2D(B, H, W, h, w))
{
  int t;

  for (t = 0; t < tsteps; t++) {
    conv_pass(h, w, K, A, B);
    conv_pass(h, w, K, B, A);
  }
}

int main(int argc, char **argv)
{
  int w = W;
  int h = H;
  DECL_2D(K, 2 * R + 1, 2 * R + 1);
  DECL_2D(A, H, W);
  DECL_2D(B, H, W);

  init_array(h, w, ARRAY(K), ARRAY(A));

  kernel_timer_start();
  kernel_conv_2d(TSTEPS, h, w, ARRAY(K), ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(h, w, ARRAY(A)));

  FREE_ARRAY(K);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
