#include <limits.h>
int main(int argc, char **argv) {
  int m = INT_MIN;
  return m / -argc;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}div_overflow.c:4:10: runtime error: integer overflow: -2147483648 / -1
