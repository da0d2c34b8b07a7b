// present on a variable that is not mapped.
// RUN: not strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck %s
#include "tgt.h"

int main(void) {
  int a[2];
  maps_t m = {0};
  entry(&m, a, a, sizeof a, TO | PRESENT, "a");
  data_begin(&m);
  return 0;
}
// CHECK: tgt.h:{{[0-9]+}}:{{[0-9]+}}: runtime error: offload: device mapping required by 'present' map type modifier does not exist for host address 0x{{[0-9a-f]+}} (8 bytes, 'a')
// CHECK-NEXT: present.c:9:3: note: called from 'main'
