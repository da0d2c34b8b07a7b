// A kernel that dereferences an unmapped host pointer: a located error in
// explicit mode, as on a discrete GPU; fine under USM.
// RUN: not strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck --check-prefix=USM %s
#include "tgt.h"

void kernel(int *p) {
  *p = 5;
}

int main(void) {
  int *p = malloc(4);
  *p = 1;
  maps_t m = {0};
  entry(&m, p, p, 0, LITERAL | PARAM, "p");
  launch(&m, kernel, 0, 0);
  printf("*p = %d\n", *p);
  return 0;
}
// CHECK: illegal.c:8:{{[0-9]+}}: runtime error: illegal device memory access: 4-byte write at host address [[P:0x[0-9a-f]+]], offset 0 of the 4-byte heap block at [[P]] from malloc (allocated at {{.*}}illegal.c:12:12); it is not mapped to the device (map it, or run under unified shared memory)
// USM: *p = 5
