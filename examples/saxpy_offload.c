/* saxpy on the offload device: y = a*x + y over a million elements with
 * target teams distribute parallel for, the arrays mapped to the device
 * (x to, y tofrom), and a reduction of the result mapped back. It prints
 * the sum of y and where the kernel ran. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1 << 20;
  float a = 2.0f;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) {
    x[i] = i % 10;
    y[i] = 1;
  }
  double sum = 0;
  int on_host = 1;
#pragma omp target map(from : on_host)
  on_host = omp_is_initial_device();
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : y[0:n]) reduction(+ : sum)
  for (int i = 0; i < n; i++) {
    y[i] = a * x[i] + y[i];
    sum += y[i];
  }
  printf("sum %.0f, kernel on the %s\n", sum, on_host ? "host" : "device");
  free(x);
  free(y);
  return 0;
}
