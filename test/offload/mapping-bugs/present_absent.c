/* present_absent: a mapping bug caught by the present modifier: map(present,
 * tofrom:) of an array that no enclosing region mapped. The runtime must
 * stop the program with an error naming the host address and size (OpenMP
 * 5.2: it is an error if the list item is not present), before the kernel
 * runs; no verdict line is printed.
 * Explicit mode: that error, a non-zero exit. USM: the program is as
 * wrong (nothing mapped it): the same error (libomptarget checks present
 * first under USM too).
 * clang-16 (libomptarget): "device mapping required by 'present' map type
 * modifier does not exist for host address ..." and a non-zero exit.
 * EXPECT strata-explicit: ERROR present
 * EXPECT strata-usm: ERROR present
 * EXPECT clang-offload: ERROR does not exist for host address
 * SKIP gcc: gcc 12 does not implement the present map-type modifier
 */
#include "../check.h"

#define N 16

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(present, tofrom : a)
  for (int i = 0; i < N; i++)
    a[i] += 1;
  CHECK(0, "the kernel ran although a was not present");
  return check_report("present_absent");
}
