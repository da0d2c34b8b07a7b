// #pragma omp task: tasks created by one thread (single) run by the team;
// each runs once; the variables they name are firstprivate by default
// (the value at creation, here the loop index); shared variables
// updated atomically; recursive tasks (fibonacci) with taskwait; tasks
// with if(0) (run at once, undeferred) and final.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: each once 1 sum 4950
// CHECK: fib 6765
#include <stdio.h>

static int fib(int n) {
  if (n < 2)
    return n;
  int a, b;
#pragma omp task shared(a) firstprivate(n)
  a = fib(n - 1);
#pragma omp task shared(b)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}

int main(void) {
  int ran[100] = {0};
  long sum = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    {
      for (int i = 0; i < 100; i++) {
#pragma omp task shared(ran, sum)
        {
          ran[i]++;
#pragma omp atomic
          sum += i;
        }
      }
    }
  }
  int once = 1;
  for (int i = 0; i < 100; i++)
    once &= ran[i] == 1;
  printf("each once %d sum %ld\n", once, sum);
  int result = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  result = fib(20);
  printf("fib %d\n", result);
  int order[3], pos = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task if(0) shared(order, pos)
    order[pos++] = 1;
    order[pos++] = 2;
#pragma omp task final(1) shared(order, pos)
    {
#pragma omp atomic
      pos += 0;
    }
#pragma omp taskwait
    order[pos++] = 3;
  }
  printf("undeferred %d %d %d\n", order[0], order[1], order[2]);
  return 0;
}
