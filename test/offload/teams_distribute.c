/* teams_distribute: target teams distribute (without parallel for): every
 * iteration runs once, on a team whose number is in [0, num_teams); each
 * team's master records its team count. */
#include "check.h"

#define N 256

int main(void) {
  int owner[N], nteams[N];
  for (int i = 0; i < N; i++)
    owner[i] = nteams[i] = -1;
#pragma omp target teams distribute num_teams(4) map(from : owner, nteams)
  for (int i = 0; i < N; i++) {
    owner[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
  }
  for (int i = 0; i < N; i++) {
    CHECK(nteams[i] >= 1 && nteams[i] <= 4, "iteration %d: %d teams", i,
          nteams[i]);
    CHECK(owner[i] >= 0 && owner[i] < nteams[i], "iteration %d: team %d of %d",
          i, owner[i], nteams[i]);
  }
  return check_report("teams_distribute");
}
