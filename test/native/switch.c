// switch: fallthrough, a case list, return from a case, default, and a
// switch inside a loop where continue reaches the loop and break the switch.
#include <stdio.h>

static int score(int c) {
  int s = 0;
  switch (c) {
  case 0:
    s += 1; // falls through
  case 1:
    s += 10;
    break;
  case 2:
  case 3:
    s += 100;
    break;
  case 7:
    return -7;
  default:
    s = -1;
  }
  return s;
}

int main(void) {
  for (int i = 0; i < 9; i++)
    printf("score(%d) = %d\n", i, score(i));
  int count = 0;
  for (int i = 0; i < 10; i++) {
    switch (i % 4) {
    case 0:
      continue;
    case 1:
      count += 1;
      break;
    default:
      count += 100;
      break;
    }
    count += 1000;
  }
  printf("count = %d\n", count);
  return 0;
}
