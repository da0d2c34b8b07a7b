// teams and distribute, for libomp and libgomp: teams is outlined like
// parallel and forked with __kmpc_fork_teams (after
// __kmpc_push_num_teams) or GOMP_teams_reg; distribute becomes a
// work-sharing loop over the team's share of the iterations, which
// omp_get_team_num and omp_get_num_teams give; a distribute parallel for
// narrows the inner loop to the team's share. The teams' reduction is
// combined across the league. Executed natively, both give gcc's output.
// RUN: strata-cc -fopenmp=libomp -emit-mlir=llvm %s -o - | filecheck --check-prefix=IOMP %s
// RUN: strata-cc -fopenmp=libgomp -emit-mlir=llvm %s -o - | filecheck --check-prefix=GOMP %s
// REQUIRES: gcc, opt, llc, libomp
// RUN: gcc -fopenmp %s -o %t.ref && %t.ref > %t.ref.out
// RUN: filecheck --check-prefix=OUT %s < %t.ref.out
// RUN: strata-cc -fopenmp=libgomp %s -o %t.gomp && %t.gomp | diff %t.ref.out -
// RUN: strata-cc -fopenmp=libomp %s -o %t.iomp && %t.iomp 2>/dev/null | diff %t.ref.out -

// IOMP: llvm.call @__kmpc_push_num_teams(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32, i32) -> ()
// IOMP-NEXT: llvm.call @__kmpc_fork_teams(
// IOMP: llvm.call @omp_get_team_num() : () -> i32
// IOMP: llvm.call @omp_get_num_teams() : () -> i32
// IOMP: llvm.call @__kmpc_for_static_init_8(
// GOMP: llvm.call @GOMP_teams_reg(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i32, i32, i32) -> ()
// GOMP: llvm.call @omp_get_team_num() : () -> i32
// GOMP: llvm.call @omp_get_num_teams() : () -> i32
// OUT: sum 5050 total 10100 chunked 4950
#include <stdio.h>

int main(void) {
  int n = 100;
  double a[100], s = 0;
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp teams num_teams(3) reduction(+: s)
  {
#pragma omp distribute
    for (int i = 0; i < n; i++) {
      a[i] += 1;
      s += a[i];
    }
  }
#pragma omp teams num_teams(2) thread_limit(2)
  {
#pragma omp distribute parallel for collapse(2) dist_schedule(static, 7)
    for (int i = 0; i < 10; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] *= 2;
  }
  double t = 0;
  for (int i = 0; i < n; i++)
    t += a[i];
  long c = 0;
#pragma omp teams num_teams(4) reduction(+: c)
#pragma omp distribute dist_schedule(static, 3)
  for (int i = 0; i < n; i++)
    c += i;
  printf("sum %.0f total %.0f chunked %ld\n", s, t, c);
  return 0;
}
