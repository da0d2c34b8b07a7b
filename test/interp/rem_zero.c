int main(int argc, char **argv) {
  unsigned n = 10;
  return n % (unsigned)(argc - 1);
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}rem_zero.c:3:10: runtime error: integer division by zero (remainder)
