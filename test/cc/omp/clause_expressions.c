// Clause expressions: members (s.m, p->m, nested), subscripts and
// dereferences in num_threads, if and schedule's chunk; && and || that
// evaluate their right operand only when needed (a null pointer guarded
// by p && p->m), and ?: that evaluates only the chosen arm (a call with
// a side effect is not made).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: 3 4 3 1 2 00112233 2 0
#include <stdio.h>
#include <omp.h>
struct cfg { int threads; int on; struct { int chunk; } sched; };
static int calls;
static int bump(void) { return ++calls; }
int main(void) {
  struct cfg c = {3, 1, {2}}, *pc = &c, *none = 0;
  int arr[3] = {1, 2, 4}, *pa = arr;
  int n = 0, m = 0, k = 0, q = 0, z = 0, own[8];
#pragma omp parallel num_threads(c.threads)
  {
#pragma omp atomic
    n++;
  }
#pragma omp parallel num_threads(arr[2]) if(pc->on)
  {
#pragma omp atomic
    m++;
  }
#pragma omp parallel num_threads(*pa + pa[1]) if(c.on && arr[0] == 1)
  {
#pragma omp atomic
    k++;
  }
#pragma omp parallel num_threads(2) if(none && none->on)
  {
#pragma omp atomic
    q++;
  }
#pragma omp parallel num_threads(none ? none->threads : 2) if(!none || none->on)
  {
#pragma omp atomic
    z++;
  }
#pragma omp parallel for schedule(static, pc->sched.chunk) num_threads(4)
  for (int i = 0; i < 8; i++) own[i] = omp_get_thread_num();
  int t = 0;
#pragma omp parallel num_threads(arr[0] > 5 ? bump() : 2)
  {
#pragma omp atomic
    t++;
  }
  printf("%d %d %d %d %d %d%d%d%d%d%d%d%d %d %d\n", n, m, k, q, z, own[0], own[1], own[2], own[3], own[4], own[5], own[6], own[7], t, calls);
  return 0;
}
