// The sieve of Eratosthenes over a zero-initialized global _Bool array.
#include <stdio.h>

#define N 100

static _Bool composite[N + 1];

int main(void) {
  for (int i = 2; i * i <= N; i++)
    if (!composite[i])
      for (int j = i * i; j <= N; j += i)
        composite[j] = 1;
  int count = 0;
  for (int i = 2; i <= N; i++)
    if (!composite[i]) {
      count++;
      if (i > 70)
        printf("%d ", i);
    }
  printf("\n%d primes up to %d\n", count, N);
  return 0;
}
