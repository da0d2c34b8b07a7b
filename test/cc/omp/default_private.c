// default(private) and default(firstprivate) on parallel and parallel
// for: every local the region names and no clause lists gets a copy per
// thread, uninitialized or from the original; the originals keep their
// values; a shared clause beside the default keeps a variable shared, a
// static local declared outside is privatized too, and a global listed
// in a clause is allowed.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: firstprivate a=10 x=1.5 sum=27
// CHECK: private c=7 sum=33
// CHECK: for sum=278 b=20
// CHECK: static s=4 g=1
#include <omp.h>
#include <stdio.h>

int g = 1;

int main(void) {
  int a = 10, b = 20, sum = 0;
  double x = 1.5;
#pragma omp parallel default(firstprivate) num_threads(2) shared(sum)
  {
    a += omp_get_thread_num();
    x *= 2;
#pragma omp atomic
    sum += a + (int)x;
  }
  printf("firstprivate a=%d x=%g sum=%d\n", a, x, sum);
  int c = 7;
#pragma omp parallel default(private) num_threads(2) shared(sum)
  {
    c = 3;
#pragma omp atomic
    sum += c;
  }
  printf("private c=%d sum=%d\n", c, sum);
#pragma omp parallel for default(firstprivate) shared(sum) num_threads(2)
  for (int i = 0; i < 10; i++) {
#pragma omp atomic
    sum += i + b;
    b += 0;
  }
  printf("for sum=%d b=%d\n", sum, b);
  static int s = 4;
  int total = 0;
#pragma omp parallel default(firstprivate) shared(total, g) num_threads(2)
  {
    s += 10;
#pragma omp atomic
    total += s - 14 + g;
  }
  printf("static s=%d g=%d\n", s, total / 2);
  return 0;
}
