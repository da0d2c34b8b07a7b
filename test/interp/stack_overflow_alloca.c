int big(int n) {
  char buf[100000];
  buf[0] = (char)n;
  return big(n + 1) + buf[0];
}
int main(void) { return big(0); }

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}stack_overflow_alloca.c:2:8: runtime error: stack overflow: allocating 100000 bytes for 'buf' with 8311452 bytes of stack in use
