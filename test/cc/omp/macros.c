// Macros in directives (OpenMP directives are subject to macro
// replacement): object-like macros in clauses, function-like macros with
// nested calls of themselves in their arguments (the arguments are
// expanded first), a macro's body naming another macro, a macro for a
// whole clause list and for the schedule chunk.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: threads 3 4 2
// CHECK: sum 4950 owners 0011223300
#include <omp.h>
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define TWO 2
#define NT MAX(MAX(1, TWO), 3)
#define APPLY(f) f(1, 4)
#define CHUNK (TWO * 1)
#define CLAUSES reduction(+: sum) num_threads(TWO + TWO)
#define N 100

int main(void) {
  int a = 0, b = 0, c = 0;
#pragma omp parallel num_threads(NT)
  {
#pragma omp atomic
    a++;
  }
#pragma omp parallel num_threads(APPLY(MAX))
  {
#pragma omp atomic
    b++;
  }
#pragma omp parallel if(N > 10) num_threads(TWO)
  {
#pragma omp atomic
    c++;
  }
  printf("threads %d %d %d\n", a, b, c);
  long sum = 0;
#pragma omp parallel for CLAUSES
  for (int i = 0; i < N; i++)
    sum += i;
  int own[10];
#pragma omp parallel for schedule(static, CHUNK) num_threads(4)
  for (int i = 0; i < 10; i++)
    own[i] = omp_get_thread_num();
  printf("sum %ld owners", sum);
  printf(" ");
  for (int i = 0; i < 10; i++)
    printf("%d", own[i]);
  printf("\n");
  return 0;
}
