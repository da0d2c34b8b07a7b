int mystery(int);
int main(void) { return mystery(3); }

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}unknown_extern.c:2:25: runtime error: call to unknown external function 'mystery'
