/* Calls the inliner replaces: a helper with a local called in a loop
 * (its alloca must not grow the stack per iteration), nested calls, a void
 * helper writing through a pointer, and a helper with an early return,
 * which stays a call. */
#include <stdio.h>

static int square_plus(int x) {
  int t = x * x;
  t = t + 1;
  return t;
}

static int twice_square_plus(int x) { return square_plus(x) + square_plus(x + 1); }

static void bump(int *p, int by) { *p = *p + by; }

static int clamp(int x) {
  if (x > 1000)
    return 1000;
  return x;
}

int main(void) {
  long long sum = 0;
  int acc = 0;
  for (int i = 0; i < 3000000; i++) {
    sum = sum + square_plus(i % 97);
    bump(&acc, i % 3);
  }
  printf("sum = %lld, acc = %d\n", sum, acc);
  printf("nested = %d, clamp = %d %d\n", twice_square_plus(5), clamp(5000), clamp(7));
  return 0;
}
