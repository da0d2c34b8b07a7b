/* update_struct_member: a whole struct is mapped by target data; target
 * update to/from name single members (s.scale, s.out[0:4]). */
#include "check.h"

struct state {
  int scale;
  int in[8];
  int out[8];
};

int main(void) {
  struct state s;
  int shared = check_maps_share_storage();
  s.scale = 1;
  for (int i = 0; i < 8; i++) {
    s.in[i] = i;
    s.out[i] = 0;
  }
#pragma omp target data map(to : s)
  {
    s.scale = 10;
#pragma omp target update to(s.scale)
#pragma omp target
    for (int i = 0; i < 8; i++)
      s.out[i] = s.in[i] * s.scale;
#pragma omp target update from(s.out[0:4])
    for (int i = 0; i < 8; i++) {
      int want = (i < 4 || shared) ? 10 * i : 0;
      CHECK(s.out[i] == want, "s.out[%d] = %d, want %d", i, s.out[i], want);
    }
  }
  return check_report("update_struct_member");
}
