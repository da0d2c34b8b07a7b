// The C twin of mixed.mlir: its output must equal the lowered program's.
#include <stdio.h>

struct pt { int x; double y; _Bool on; };
union num { int i; double d; char bytes[12]; };

static const char fmt_i[] = "%d\n";
int table[6] = {5, 3, 8};
struct pt origin = {1, 2.5, 1};
int *cursor = table;
unsigned char small = 250;

static int classify(int v) {
  int r = 0;
  switch (v) {
  case 1:
    r = 10; // falls through
  case 2: case 3:
    r += 5;
    break;
  default:
    r = -1;
    break;
  }
  return r > 0 ? r * r : 0;
}

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int main(void) {
  int sum = 0;
  for (int i = 0; i < 6; i++) {
    if (table[i] == 0)
      continue;
    if (i == 4)
      break;
    sum += table[i] * classify(i);
  }
  printf(fmt_i, sum);
  int n = 0;
  do {
    n += 3;
  } while (n < 10);
  printf(fmt_i, n);
  unsigned char w = small + 10; // wraps
  printf(fmt_i, (int)w);
  union num u;
  u.d = -7.75;
  printf(fmt_i, (int)u.d);
  printf(fmt_i, origin.x + (int)origin.y + origin.on);
  printf(fmt_i, cursor[1]);
  printf(fmt_i, fact(6));
  long long big = -3;
  unsigned long long ub = (unsigned long long)big;
  printf(fmt_i, (int)(ub >> 60));
  double half = (double)sum / 4;
  printf(fmt_i, (int)(half * 2));
  _Bool nz = half != 0.0;
  printf(fmt_i, (int)nz + (cursor != 0));
  return 0;
}
