// #pragma omp atomic capture, every form: v = x++, v = x--, v = ++x,
// v = --x, v = x op= e, v = x = x op e, and the blocks {v = x; x op= e;},
// {x op= e; v = x;}, {v = x; x++;}, {++x; v = x;}: each thread gets a
// distinct ticket; the captured values are exactly 0..n-1 (or 1..n).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: post 1 pre 1 block-before 1 block-after 1
// CHECK: counters 4000 -4000
#include <stdio.h>

#define N 4000
static char got_post[N], got_pre[N + 1], got_bb[N], got_ba[N + 1], got_add[4 * N];

static int all(const char *a, int from, int to) {
  for (int i = from; i < to; i++)
    if (a[i] != 1)
      return 0;
  return 1;
}

int main(void) {
  int post = 0, pre = 0, bb = 0, ba = 0, dec = 0, add = 0;
  long l = 0, lsum = 0;
  double d = 0, dsum = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < N; i++) {
      int v;
#pragma omp atomic capture
      v = post++;
      got_post[v]++;
#pragma omp atomic capture
      v = ++pre;
      got_pre[v]++;
#pragma omp atomic capture
      {
        v = bb;
        bb += 1;
      }
      got_bb[v]++;
#pragma omp atomic capture
      {
        ba++;
        v = ba;
      }
      got_ba[v]++;
#pragma omp atomic capture
      v = dec--;
      (void)v;
#pragma omp atomic capture
      v = add += 4;
      got_add[v - 4]++;
      long lv;
#pragma omp atomic capture
      lv = l = l + 2;
#pragma omp atomic
      lsum += lv;
      double dv;
#pragma omp atomic capture
      {
        dv = d;
        d += 1.0;
      }
#pragma omp atomic
      dsum += dv;
      int w;
#pragma omp atomic capture
      w = --dec;
      (void)w;
#pragma omp atomic capture
      {
        ++dec;
        w = dec;
      }
    }
  }
  int adds = 1;
  for (int i = 0; i < 4 * N; i += 4)
    adds &= got_add[i] == 1;
  long cl = 10;
  double cv;
#pragma omp atomic capture
  cv = cl++; /* long captured into a double */
  float cf;
#pragma omp atomic capture
  {
    cl += 5;
    cf = cl;
  }
  printf("capture conv %f %f %ld\n", cv, cf, cl);
  printf("post %d pre %d block-before %d block-after %d\n", all(got_post, 0, N), all(got_pre, 1, N + 1),
         all(got_bb, 0, N), all(got_ba, 1, N + 1));
  printf("counters %d %d\n", post, dec);
  printf("add %d %d\n", add, adds);
  printf("long %ld %ld double %f %f\n", l, lsum, d, dsum);
  return 0;
}
