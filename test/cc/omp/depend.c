// depend(in/out/inout) on tasks: a task that reads x after one that
// writes it (out -> in) sees the write; in tasks may run together;
// inout chains run in creation order (a pipeline building a string);
// dependences on array elements (a[i]) and sections (a[0:n]).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: flow 42 84 126
// CHECK: chain abcdefghij
#include <stdio.h>

int main(void) {
  int x = 0, y1 = 0, y2 = 0, y3 = 0;
  char chain[11] = {0};
  int pos = 0;
  int a[4] = {0}, total = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    x = 42;
#pragma omp task depend(in: x) shared(x, y1)
    y1 = x;
#pragma omp task depend(in: x) shared(x, y2)
    y2 = 2 * x;
#pragma omp task depend(inout: x) shared(x, y3)
    y3 = 3 * x;
    for (int i = 0; i < 10; i++) {
#pragma omp task depend(inout: pos) shared(chain, pos) firstprivate(i)
      chain[pos++] = 'a' + i;
    }
    for (int i = 0; i < 4; i++) {
#pragma omp task depend(out: a[i]) shared(a) firstprivate(i)
      a[i] = (i + 1) * 10;
    }
#pragma omp task depend(in: a[0:4]) depend(in: a[0], a[1], a[2], a[3]) shared(a, total)
    total = a[0] + a[1] + a[2] + a[3];
#pragma omp taskwait
  }
  printf("flow %d %d %d\n", y1, y2, y3);
  printf("chain %s\n", chain);
  printf("elements %d\n", total);
  return 0;
}
