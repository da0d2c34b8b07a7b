/* map_global_array: a file-scope array and scalar (not declare target)
 * mapped explicitly, and a static local array mapped implicitly. */
#include "check.h"

#define N 512
double gA[N];
int gS = 3;

int main(void) {
  static int st[N];
  for (int i = 0; i < N; i++) {
    gA[i] = i;
    st[i] = 1;
  }
#pragma omp target map(tofrom : gA, gS)
  {
    for (int i = 0; i < N; i++)
      gA[i] *= gS;
    for (int i = 0; i < N; i++)
      st[i] += i;
    gS = 0;
  }
  CHECK(gS == 0, "gS = %d, want 0", gS);
  for (int i = 0; i < N; i++) {
    CHECK(gA[i] == 3.0 * i, "gA[%d] = %g, want %g", i, gA[i], 3.0 * i);
    CHECK(st[i] == i + 1, "st[%d] = %d, want %d", i, st[i], i + 1);
  }
  return check_report("map_global_array");
}
