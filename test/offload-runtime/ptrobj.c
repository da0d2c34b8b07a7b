// A struct with a pointer member: the struct is mapped, its pointee is a
// PTR_AND_OBJ member entry, and the device copy of the pointer gets the
// device address of the pointee (attachment); copying the struct back
// keeps the host's pointer.
// RUN: strata-run --offload=explicit -I %S/Inputs %s | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck %s
#include "tgt.h"

struct S { int n; int *p; };

void kernel(struct S *s) {
  for (int i = 0; i < s->n; i++) s->p[i] *= 2;
  s->n = -s->n;
}

int main(void) {
  int data[3] = {1, 2, 3};
  struct S s = {3, data};
  maps_t m = {0};
  entry(&m, &s, &s, sizeof s, TOFROM | PARAM, "s");
  entry(&m, &s.p, data, sizeof data, TOFROM | PTR_AND_OBJ | MEMBER_OF(1), "s.p[0:3]");
  launch(&m, kernel, 0, 0);
  printf("n=%d p ok %d data = %d %d %d\n", s.n, s.p == data, data[0], data[1], data[2]);
  return 0;
}
// CHECK: n=-3 p ok 1 data = 2 4 6
