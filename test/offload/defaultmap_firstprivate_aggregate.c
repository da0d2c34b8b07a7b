/* defaultmap_firstprivate_aggregate: defaultmap(firstprivate: aggregate)
 * makes referenced arrays and structs firstprivate instead of tofrom: the
 * kernel reads the host's values, its writes do not come back;
 * defaultmap(to: aggregate) maps them to only. */
#include "check.h"

#define N 16

struct pair {
  int a, b;
};

int main(void) {
  int v[N];
  struct pair p = {1, 2};
  for (int i = 0; i < N; i++)
    v[i] = i;
  int sum = 0;
#pragma omp target defaultmap(firstprivate : aggregate) map(from : sum)
  {
    sum = 0;
    for (int i = 0; i < N; i++) {
      sum += v[i];
      v[i] = 0;
    }
    sum += p.a + p.b;
    p.a = 100;
  }
  CHECK(sum == N * (N - 1) / 2 + 3, "sum = %d", sum);
  for (int i = 0; i < N; i++)
    CHECK(v[i] == i, "firstprivate: host v[%d] = %d", i, v[i]);
  CHECK(p.a == 1, "firstprivate: host p.a = %d", p.a);

  int shared = check_maps_share_storage();
  int s2 = 0;
#pragma omp target defaultmap(to : aggregate) map(from : s2)
  {
    s2 = v[N - 1] + p.b;
    v[0] = -7;
  }
  CHECK(s2 == N - 1 + 2, "s2 = %d", s2);
  CHECK(v[0] == (shared ? -7 : 0), "to: host v[0] = %d", v[0]);
  return check_report("defaultmap_firstprivate_aggregate");
}
