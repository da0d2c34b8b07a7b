// Function pointers: a table of them, one passed as an argument, one
// chosen at run time and one compared with another.
#include <stdio.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static int fold(int (*op)(int, int), int init, int n) {
  int acc = init;
  for (int i = 1; i <= n; i++)
    acc = op(acc, i);
  return acc;
}

int (*table[3])(int, int) = {add, sub, mul};

int main(void) {
  for (int i = 0; i < 3; i++)
    printf("table[%d](7, 3) = %d\n", i, table[i](7, 3));
  printf("fold(add) = %d, fold(mul) = %d\n", fold(add, 0, 10), fold(mul, 1, 6));
  int (*pick)(int, int) = table[1] == sub ? mul : add;
  printf("pick(6, 7) = %d\n", pick(6, 7));
  return 0;
}
