void __assert_fail(const char *expr, const char *file, unsigned line, const char *fn);
int main(int argc, char **argv) {
  if (argc != 2)
    __assert_fail("argc == 2", "assert.c", 3, "main");
  return 0;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}assert.c:4:5: runtime error: assertion failed: argc == 2 (assert.c:3, in main)
