int divide(int a, int b) { return a / b; }
int main(void) { return divide(7, 0); }

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}div_zero.c:1:35: runtime error: integer division by zero
