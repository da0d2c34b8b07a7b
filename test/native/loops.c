// Loops: for with a counter going up and down, while, do-while.
#include <stdio.h>

int main(void) {
  int sum = 0;
  for (int i = 1; i <= 10; i++)
    sum += i;
  printf("for: %d\n", sum);
  int n = 27, steps = 0;
  while (n != 1) {
    if (n % 2 == 0)
      n = n / 2;
    else
      n = 3 * n + 1;
    steps++;
  }
  printf("collatz(27): %d steps\n", steps);
  int k = 0;
  do {
    k += 3;
  } while (k < 20);
  printf("do: %d\n", k);
  int fact = 1;
  for (int i = 5; i > 0; i--)
    fact *= i;
  printf("5! = %d\n", fact);
  return 0;
}
