// Globals: initialized and zero-filled scalars and arrays, a constant
// table, a static counter kept across calls, and a global struct.
#include <stdio.h>

int counter;
long long big = 1LL << 40;
double scale = 0.125;
short table[6] = {1, -2, 3};
static const int primes[5] = {2, 3, 5, 7, 11};
int zeros[100];
struct config {
  int id;
  double weight;
  char name[8];
} cfg = {7, 2.5, "strata"};

static int next_id(void) { return ++counter; }

int main(void) {
  next_id();
  next_id();
  int sum = 0;
  for (int i = 0; i < 6; i++)
    sum += table[i];
  int psum = 0;
  for (int i = 0; i < 5; i++)
    psum += primes[i];
  int zsum = 0;
  for (int i = 0; i < 100; i++)
    zsum += zeros[i];
  zeros[99] = next_id();
  printf("counter=%d big=%lld scale=%.3f\n", counter, big, scale);
  printf("table sum=%d primes sum=%d zeros sum=%d last=%d\n", sum, psum, zsum, zeros[99]);
  printf("cfg: %d %.1f %s\n", cfg.id, cfg.weight, cfg.name);
  return 0;
}
