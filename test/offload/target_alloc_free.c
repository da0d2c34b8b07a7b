/* target_alloc_free: omp_target_alloc gives distinct, usable blocks of
 * several sizes; omp_target_alloc(0) may return NULL; omp_target_free of
 * NULL is a no-op (OpenMP 5.2); blocks are freed and allocated again. */
#include "check.h"

int main(void) {
  int dev = omp_get_default_device();
  char *blocks[6];
  size_t sizes[6] = {1, 8, 100, 4096, 3, 64};
  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < 6; i++) {
      blocks[i] = omp_target_alloc(sizes[i], dev);
      CHECK(blocks[i] != NULL, "omp_target_alloc(%zu) returned NULL", sizes[i]);
    }
    for (int i = 0; i < 6; i++)
      for (int j = i + 1; j < 6; j++)
        CHECK(blocks[i] != blocks[j], "blocks %d and %d alias", i, j);
    int ok = 1;
    for (int i = 0; i < 6 && ok; i++) {
      char *b = blocks[i];
      size_t s = sizes[i];
      int sum = -1;
      if (!b) {
        ok = 0;
        break;
      }
#pragma omp target is_device_ptr(b) map(from : sum) device(dev)
      {
        for (size_t k = 0; k < s; k++)
          b[k] = (char)(k & 0x7f);
        sum = 0;
        for (size_t k = 0; k < s; k++)
          sum += b[k];
      }
      int want = 0;
      for (size_t k = 0; k < s; k++)
        want += (int)(k & 0x7f);
      CHECK(sum == want, "block %d: sum %d, want %d", i, sum, want);
    }
    for (int i = 0; i < 6; i++)
      omp_target_free(blocks[i], dev);
  }
  omp_target_free(NULL, dev);
  return check_report("target_alloc_free");
}
