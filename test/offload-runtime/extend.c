// Mapping more of an array than is mapped: extension is an error.
// RUN: not strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck %s
#include "tgt.h"

int main(void) {
  int a[8];
  maps_t m = {0};
  entry(&m, a, a, 4 * sizeof(int), TO, "a[0:4]");
  data_begin(&m);
  maps_t m2 = {0};
  entry(&m2, a, a + 2, 4 * sizeof(int), TO, "a[2:4]");
  data_begin(&m2);
  return 0;
}
// CHECK: runtime error: offload: mapping 'a[2:4]' (16 bytes at host address [[A2:0x[0-9a-f]+]]) extends the existing mapping 'a[0:4]' of 16 bytes at [[A:0x[0-9a-f]+]]: explicit extension of mapping is not allowed
