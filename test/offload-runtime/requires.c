// Translation units that disagree on requires unified_shared_memory.
// RUN: not strata-run -I %S/Inputs %s 2>&1 | filecheck %s
#include "tgt.h"

int main(void) {
  __tgt_register_requires(1);
  __tgt_register_requires(8);
  return 0;
}
// CHECK: requires.c:7:3: runtime error: offload: '#pragma omp requires unified_shared_memory' not used consistently: a translation unit registered requires flags 0x1, another 0x8
