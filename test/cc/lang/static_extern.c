// Static locals (initialized once, keep their value across calls, one per
// function even with the same name), extern declarations at file scope
// and in blocks, static functions, a global defined after its use.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: counter 1 2 3
// CHECK: later 77 78
#include <stdio.h>

extern int later;
extern int later_array[];
extern const char *later_name;

static int counter(void) {
  static int n;
  return ++n;
}
static int other(void) {
  static int n = 100;
  n += 10;
  return n;
}
static int *address(void) {
  static int cell = 5;
  return &cell;
}
static const char *label(int i) {
  static const char *names[] = {"zero", "one", "two"};
  static char buf[16];
  buf[0] = names[i][0];
  buf[1] = '!';
  return i < 3 ? names[i] : buf;
}
static double running_mean(double x) {
  static double sum = 0;
  static int count = 0;
  sum += x;
  return sum / ++count;
}
static int fib_memo(int n) {
  static long memo[64];
  if (n < 2)
    return n;
  if (memo[n])
    return memo[n];
  return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

int main(void) {
  int a = counter(), b = counter(), c = counter();
  printf("counter %d %d %d\n", a, b, c);
  int o1 = other();
  int o2 = other();
  printf("other %d %d\n", o1, o2);
  printf("counter again %d\n", counter());
  int *p = address();
  *p = 42;
  printf("cell %d\n", *address());
  printf("labels %s %s\n", label(1), label(2));
  double m = 0;
  for (int i = 1; i <= 4; i++)
    m = running_mean(i * 2);
  printf("mean %f\n", m);
  printf("fib %d\n", fib_memo(40));
  {
    extern int later;
    later++;
  }
  printf("later %d %d\n", later - 1, later);
  printf("later array %d %s\n", later_array[2], later_name);
  for (int i = 0; i < 3; i++) {
    static int loop_static = 10;
    loop_static += i;
    if (i == 2)
      printf("loop static %d\n", loop_static);
  }
  return 0;
}

int later = 77;
int later_array[3] = {7, 8, 9};
const char *later_name = "defined after";
