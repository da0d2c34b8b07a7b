/* map_struct_array_section: a section of an array of structs, pts[8:16]. */
#include "check.h"

struct pt {
  int x, y;
};

int main(void) {
  struct pt pts[64];
  for (int i = 0; i < 64; i++) {
    pts[i].x = i;
    pts[i].y = -i;
  }
#pragma omp target map(tofrom : pts[8:16])
  for (int i = 8; i < 24; i++) {
    int t = pts[i].x;
    pts[i].x = pts[i].y;
    pts[i].y = t;
  }
  for (int i = 0; i < 64; i++) {
    int in = i >= 8 && i < 24;
    CHECK(pts[i].x == (in ? -i : i) && pts[i].y == (in ? i : -i),
          "pts[%d] = {%d, %d}", i, pts[i].x, pts[i].y);
  }
  return check_report("map_struct_array_section");
}
