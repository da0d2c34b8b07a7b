/* map_struct_members: only some members of a struct are mapped, s.a and a
 * section of the array member s.arr[4:8]; the kernel touches only those, and
 * the unmapped member s.b keeps its host value. (The section comes first in
 * the clause: clang 16 computes a wrong extent for the struct when a scalar
 * member before an array-section member is listed first; README.md.) */
#include "check.h"

struct S {
  int a;
  int arr[32];
  int b;
};

int main(void) {
  struct S s;
  s.a = 1;
  s.b = 2;
  for (int i = 0; i < 32; i++)
    s.arr[i] = i;
#pragma omp target map(tofrom : s.arr[4:8], s.a)
  {
    s.a += 10;
    for (int i = 4; i < 12; i++)
      s.arr[i] = -s.arr[i];
  }
  CHECK(s.a == 11, "s.a = %d, want 11", s.a);
  CHECK(s.b == 2, "s.b = %d, want 2", s.b);
  for (int i = 0; i < 32; i++) {
    int want = (i >= 4 && i < 12) ? -i : i;
    CHECK(s.arr[i] == want, "s.arr[%d] = %d, want %d", i, s.arr[i], want);
  }
  return check_report("map_struct_members");
}
