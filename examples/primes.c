/* primes.c: count the primes below a bound with OpenMP, the example of the
 * README's quick start. The loop is shared among the threads in dynamic
 * chunks; the count and the largest prime are reductions, so the output
 * does not depend on the number of threads. */
#include <omp.h>
#include <stdio.h>

#ifndef LIMIT
#define LIMIT 2000000
#endif

static int is_prime(long n) {
  if (n < 2)
    return 0;
  for (long d = 2; d * d <= n; d++)
    if (n % d == 0)
      return 0;
  return 1;
}

int main(void) {
  long count = 0, largest = 0;
#pragma omp parallel for schedule(dynamic, 1000) reduction(+ : count) reduction(max : largest)
  for (long n = 2; n < LIMIT; n++) {
    if (is_prime(n)) {
      count++;
      largest = n > largest ? n : largest;
    }
  }
  printf("%ld primes below %d, the largest %ld\n", count, LIMIT, largest);
  return 0;
}
