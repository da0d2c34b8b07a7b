/* num_teams_thread_limit: target teams num_teams(3) thread_limit(4): the
 * observed team count is within [1, 3], team numbers are within it, each
 * team's parallel region has at most 4 threads, and omp_get_thread_limit()
 * in it is at most 4 (OpenMP 5.2 allows only omp_get_team_num and
 * omp_get_num_teams strictly nested in teams). */
#include "check.h"

#define MAXT 3

int main(void) {
  int nteams = -1;
  int seen[MAXT], threads[MAXT], limit[MAXT];
  for (int t = 0; t < MAXT; t++)
    seen[t] = threads[t] = limit[t] = 0;
  int bad_team = 0;
#pragma omp target teams num_teams(MAXT) thread_limit(4) map(tofrom : nteams, seen, threads, limit, bad_team)
  {
    int t = omp_get_team_num();
    if (t == 0)
      nteams = omp_get_num_teams();
    if (t < 0 || t >= MAXT) {
      bad_team = 1;
    } else {
      seen[t] = 1;
#pragma omp parallel
      {
#pragma omp master
        {
          threads[t] = omp_get_num_threads();
          limit[t] = omp_get_thread_limit();
        }
      }
    }
  }
  CHECK(!bad_team, "a team number outside [0, %d)", MAXT);
  CHECK(nteams >= 1 && nteams <= MAXT, "omp_get_num_teams() = %d", nteams);
  for (int t = 0; t < nteams && t < MAXT; t++) {
    CHECK(seen[t], "team %d did not run", t);
    CHECK(threads[t] >= 1 && threads[t] <= 4, "team %d: %d threads", t,
          threads[t]);
    CHECK(limit[t] >= 1 && limit[t] <= 4, "team %d: thread limit %d", t,
          limit[t]);
  }
  return check_report("num_teams_thread_limit");
}
