/* fdtd_2d.c: TMAX steps of the 2-D finite-difference time-domain
 * method (electric fields ex and ey, magnetic field hz, a source fict[t]
 * on row 0 of ey). The ey source row, the ey update and the ex update
 * write different cells and read only hz: the first two loops end with
 * nowait, the barrier of the third orders all three before hz. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_TMAX 20
# define SIZE_NX 20
# define SIZE_NY 30
#elif defined(LARGE_DATASET)
# define SIZE_TMAX 200
# define SIZE_NX 1000
# define SIZE_NY 1200
#else
# define SIZE_TMAX 100
# define SIZE_NX 200
# define SIZE_NY 240
#endif
#ifndef TMAX
# define TMAX SIZE_TMAX
#endif
#ifndef NX
# define NX SIZE_NX
#endif
#ifndef NY
# define NY SIZE_NY
#endif

static void init_array(int tmax, int nx, int ny,
                       DATA_TYPE PARAM_2D(ex, NX, NY, nx, ny),
                       DATA_TYPE PARAM_2D(ey, NX, NY, nx, ny),
                       DATA_TYPE PARAM_2D(hz, NX, NY, nx, ny),
                       DATA_TYPE PARAM_1D(fict, TMAX, tmax))
{
  int i, j;

  for (i = 0; i < tmax; i++)
    fict[i] = (DATA_TYPE) (i % 13);
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((DATA_TYPE) i * (j + 1)) / nx;
      ey[i][j] = ((DATA_TYPE) i * (j + 2)) / ny;
      hz[i][j] = ((DATA_TYPE) i * (j + 3)) / nx;
    }
}

static void print_array(int nx, int ny, DATA_TYPE PARAM_2D(ex, NX, NY, nx, ny),
                        DATA_TYPE PARAM_2D(ey, NX, NY, nx, ny),
                        DATA_TYPE PARAM_2D(hz, NX, NY, nx, ny))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("ex");
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      DUMP_NEWLINE(i * ny + j);
      DUMP_VALUE(ex[i][j]);
    }
  DUMP_END("ex");
  DUMP_BEGIN("ey");
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      DUMP_NEWLINE(i * ny + j);
      DUMP_VALUE(ey[i][j]);
    }
  DUMP_END("ey");
  DUMP_BEGIN("hz");
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      DUMP_NEWLINE(i * ny + j);
      DUMP_VALUE(hz[i][j]);
    }
  DUMP_END("hz");
  DUMP_FINISH;
}

static void kernel_fdtd_2d(int tmax, int nx, int ny,
                           DATA_TYPE PARAM_2D(ex, NX, NY, nx, ny),
                           DATA_TYPE PARAM_2D(ey, NX, NY, nx, ny),
                           DATA_TYPE PARAM_2D(hz, NX, NY, nx, ny),
                           DATA_TYPE PARAM_1D(fict, TMAX, tmax))
{
  int t, i, j;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tmax; t++) {
#pragma omp for schedule(static) nowait
    for (j = 0; j < ny; j++)
      ey[0][j] = fict[t];
#pragma omp for schedule(static) nowait
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
#pragma omp for schedule(static)
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
#pragma omp for schedule(static)
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}

int main(int argc, char **argv)
{
  int tmax = TMAX;
  int nx = NX;
  int ny = NY;
  DECL_2D(ex, NX, NY);
  DECL_2D(ey, NX, NY);
  DECL_2D(hz, NX, NY);
  DECL_1D(fict, TMAX);

  init_array(tmax, nx, ny, ARRAY(ex), ARRAY(ey), ARRAY(hz), ARRAY(fict));

  kernel_timer_start();
  kernel_fdtd_2d(tmax, nx, ny, ARRAY(ex), ARRAY(ey), ARRAY(hz), ARRAY(fict));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(nx, ny, ARRAY(ex), ARRAY(ey), ARRAY(hz)));

  FREE_ARRAY(ex);
  FREE_ARRAY(ey);
  FREE_ARRAY(hz);
  FREE_ARRAY(fict);
  return 0;
}
