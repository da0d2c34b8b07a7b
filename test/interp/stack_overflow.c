int down(int n) { return down(n + 1) + 1; }
int main(void) { return down(0); }

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}stack_overflow.c:1:14: runtime error: stack overflow: allocating 4 bytes for 'n' with 8388556 bytes of stack in use
