/* declare_target_global: a declare target global array and scalar have a
 * device copy for the whole program; target update to/from move values
 * between the copies, and kernels use the device copy without map clauses.
 */
#include "check.h"

#define N 128
int table[N];
int scale = 1;
#pragma omp declare target(table, scale)

int main(void) {
  for (int i = 0; i < N; i++)
    table[i] = i;
  scale = 3;
#pragma omp target update to(table, scale)
#pragma omp target
  for (int i = 0; i < N; i++)
    table[i] *= scale;
#pragma omp target update from(table)
  for (int i = 0; i < N; i++)
    CHECK(table[i] == 3 * i, "table[%d] = %d, want %d", i, table[i], 3 * i);
  return check_report("declare_target_global");
}
