// omp_target_free of memory that omp_target_alloc did not return, and twice.
// RUN: not strata-run -I %S/Inputs %s 2>&1 | filecheck %s
// RUN: not strata-run -I %S/Inputs -DTWICE %s 2>&1 | filecheck --check-prefix=TWICE %s
#include "tgt.h"

int main(void) {
  char *d = omp_target_alloc(16, 0);
#ifdef TWICE
  omp_target_free(d, 0);
  omp_target_free(d, 0);
#else
  omp_target_free(d + 4, 0);
#endif
  return 0;
}
// CHECK: target_free.c:12:3: runtime error: offload: omp_target_free: freeing [[P:0x[0-9a-f]+]], which is not the start of a device allocation: it is inside the 16-byte device block at {{0x[0-9a-f]+}} from omp_target_alloc (allocated at {{.*}}target_free.c:7:13)
// TWICE: target_free.c:10:3: runtime error: offload: omp_target_free: double free of the 16-byte device block at {{0x[0-9a-f]+}} from omp_target_alloc (allocated at {{.*}}target_free.c:7:13), already freed at {{.*}}target_free.c:9:3
