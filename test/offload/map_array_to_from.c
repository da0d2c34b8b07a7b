/* map_array_to_from: an input array mapped to and an output array mapped
 * from in one construct; the output's host contents before the region do
 * not matter, every element is written by the kernel. */
#include "check.h"

#define N 300

int main(void) {
  int in[N], out[N];
  for (int i = 0; i < N; i++) {
    in[i] = i * 3;
    out[i] = -1;
  }
#pragma omp target map(to : in) map(from : out)
  for (int i = 0; i < N; i++)
    out[i] = in[i] - i;
  for (int i = 0; i < N; i++) {
    CHECK(out[i] == 2 * i, "out[%d] = %d, want %d", i, out[i], 2 * i);
    CHECK(in[i] == 3 * i, "in[%d] changed to %d", i, in[i]);
  }
  return check_report("map_array_to_from");
}
