/* map_struct_whole: a struct with scalar and array members mapped whole
 * with map(tofrom:). */
#include "check.h"

struct rec {
  int n;
  double v[16];
  char tag;
};

int main(void) {
  struct rec s;
  s.n = 3;
  s.tag = 'a';
  for (int i = 0; i < 16; i++)
    s.v[i] = i;
#pragma omp target map(tofrom : s)
  {
    for (int i = 0; i < 16; i++)
      s.v[i] += s.n;
    s.n = -s.n;
    s.tag = 'Z';
  }
  CHECK(s.n == -3, "s.n = %d, want -3", s.n);
  CHECK(s.tag == 'Z', "s.tag = %c, want Z", s.tag);
  for (int i = 0; i < 16; i++)
    CHECK(s.v[i] == i + 3.0, "s.v[%d] = %g, want %g", i, s.v[i], i + 3.0);
  return check_report("map_struct_whole");
}
