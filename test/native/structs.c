// Structs: nested members, an array of structs, a struct passed by
// pointer, and a struct copy that leaves the original alone.
#include <stdio.h>

struct point {
  int x, y;
};

struct rect {
  struct point lo, hi;
  char tag;
};

static int area(const struct rect *r) {
  return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

int main(void) {
  struct rect rs[3];
  for (int i = 0; i < 3; i++) {
    rs[i].lo.x = i;
    rs[i].lo.y = -i;
    rs[i].hi.x = 2 * i + 3;
    rs[i].hi.y = i * i + 1;
    rs[i].tag = 'A' + i;
  }
  for (int i = 0; i < 3; i++)
    printf("%c: (%d,%d)-(%d,%d) area %d\n", rs[i].tag, rs[i].lo.x, rs[i].lo.y, rs[i].hi.x, rs[i].hi.y, area(&rs[i]));
  struct rect copy = rs[2];
  copy.hi.x += 10;
  printf("copy %c area %d, original area %d\n", copy.tag, area(&copy), area(&rs[2]));
  return 0;
}
