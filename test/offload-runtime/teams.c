// Teams inside a kernel: a league of 3 teams of at most 2 threads; the
// distribute schedule (92) splits 9 iterations over the teams.
// RUN: strata-run --offload=explicit --schedule=deterministic -I %S/Inputs %s | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck %s
#include "tgt.h"

void body(int *gtid, int *btid, int *a) {
  int last = 0, lb = 0, ub = 8, st = 1;
  __kmpc_for_static_init_4(0, *gtid, 92, &last, &lb, &ub, &st, 1, 1);
  for (int i = lb; i <= ub; i++) a[i] = 100 * omp_get_team_num() + omp_get_num_teams() * 10 + omp_get_thread_limit();
}

void kernel(int *a) { __kmpc_fork_teams(0, 1, body, a); }

int main(void) {
  int a[9];
  maps_t m = {0};
  entry(&m, a, a, sizeof a, FROM | PARAM, "a");
  launch(&m, kernel, 3, 2);
  for (int i = 0; i < 9; i++) printf("%d ", a[i]);
  printf("\nhost: team %d of %d\n", omp_get_team_num(), omp_get_num_teams());
  return 0;
}
// CHECK: 32 32 32 132 132 132 232 232 232
// CHECK-NEXT: host: team 0 of 1
