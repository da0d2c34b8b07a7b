// The conditional operator (nested, on pointers to string literals) and
// the short-circuit && and ||, whose right side runs only when needed.
#include <stdio.h>

static int calls;

static int check(int v) {
  calls++;
  printf("check(%d)\n", v);
  return v;
}

int main(void) {
  for (int i = -2; i <= 2; i++) {
    const char *sign = i < 0 ? "neg" : i == 0 ? "zero" : "pos";
    int abs = i < 0 ? -i : i;
    printf("%d: %s %d\n", i, sign, abs);
  }
  if (check(0) && check(1))
    printf("and: yes\n");
  else
    printf("and: no\n");
  int r = check(1) || check(2);
  printf("or: %d, calls = %d\n", r, calls);
  return 0;
}
