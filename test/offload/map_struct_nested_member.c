/* map_struct_nested_member: a struct member that is itself a struct,
 * o.in, mapped without the rest of the enclosing struct (o.id and o.tail
 * stay unmapped and keep their host values). (Not o.in.w[0:8], o.in.k:
 * clang 16 gives a list of several members of a nested struct too small a
 * combined extent, maps the last one into a separate allocation, and the
 * kernel misses it; README.md.) */
#include "check.h"

struct inner {
  double w[8];
  int k;
};
struct outer {
  int id;
  struct inner in;
  int tail;
};

int main(void) {
  struct outer o;
  o.id = 9;
  o.tail = 99;
  o.in.k = 4;
  for (int i = 0; i < 8; i++)
    o.in.w[i] = i;
#pragma omp target map(tofrom : o.in)
  {
    for (int i = 0; i < 8; i++)
      o.in.w[i] *= o.in.k;
    o.in.k = 0;
  }
  CHECK(o.id == 9 && o.tail == 99, "unmapped members changed: %d %d", o.id,
        o.tail);
  CHECK(o.in.k == 0, "o.in.k = %d, want 0", o.in.k);
  for (int i = 0; i < 8; i++)
    CHECK(o.in.w[i] == 4.0 * i, "o.in.w[%d] = %g, want %g", i, o.in.w[i],
          4.0 * i);
  return check_report("map_struct_nested_member");
}
