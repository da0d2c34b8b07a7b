// break and continue in for, nested for (break leaves the inner loop
// only), while (1), and do-while (continue goes to the condition).
#include <stdio.h>

int main(void) {
  int sum = 0;
  for (int i = 0; i < 100; i++) {
    if (i % 3 == 0)
      continue;
    if (i > 20)
      break;
    sum += i;
  }
  printf("sum = %d\n", sum);
  int pairs = 0;
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 6; j++) {
      if (j > i)
        break;
      if ((i + j) % 2)
        continue;
      pairs++;
    }
  }
  printf("pairs = %d\n", pairs);
  int n = 0;
  while (1) {
    n++;
    if (n * n > 50)
      break;
  }
  printf("n = %d\n", n);
  int k = 0, odd = 0;
  do {
    k++;
    if (k % 2 == 0)
      continue;
    odd += k;
  } while (k < 9);
  printf("odd = %d\n", odd);
  return 0;
}
