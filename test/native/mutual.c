// Mutual recursion: Hofstadter's Female and Male sequences, and parity.
#include <stdio.h>

static int male(int n);

static int female(int n) { return n == 0 ? 1 : n - male(female(n - 1)); }

static int male(int n) { return n == 0 ? 0 : n - female(male(n - 1)); }

static _Bool is_odd(unsigned n);

static _Bool is_even(unsigned n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static _Bool is_odd(unsigned n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  for (int i = 0; i < 12; i++)
    printf("F(%d) = %d, M(%d) = %d\n", i, female(i), i, male(i));
  printf("even(10) = %d, even(7) = %d\n", is_even(10), is_even(7));
  return 0;
}
