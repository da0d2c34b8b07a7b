// #pragma omp parallel: a team of OMP_NUM_THREADS (4) threads, each runs
// the region once; thread numbers 0..3 each seen once; nested calls of
// functions from the region; a region in a called function; the team
// size inside and outside; a region in a loop, run several times.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: outside 1 0
// CHECK: team 4 seen 1111 runs 4
// CHECK: loop 12
#include <omp.h>
#include <stdio.h>

static int seen[8];
static void mark(void) {
  int t = omp_get_thread_num();
#pragma omp atomic
  seen[t]++;
}
static int region_in_function(void) {
  int runs = 0;
#pragma omp parallel
  {
#pragma omp atomic
    runs++;
  }
  return runs;
}

int main(void) {
  printf("outside %d %d\n", omp_get_num_threads(), omp_in_parallel());
  int team = 0, runs = 0, inpar = 0;
#pragma omp parallel
  {
    mark();
    if (omp_get_thread_num() == 0) {
      team = omp_get_num_threads();
      inpar = omp_in_parallel();
    }
#pragma omp atomic
    runs++;
  }
  printf("team %d seen %d%d%d%d runs %d\n", team, seen[0], seen[1], seen[2], seen[3], runs);
  printf("in parallel %d\n", inpar);
  int total = 0;
  for (int i = 0; i < 3; i++)
    total += region_in_function();
  printf("loop %d\n", total);
#pragma omp parallel
#pragma omp single
  printf("single statement region %d\n", omp_get_num_threads());
  return 0;
}
