int main(void) {
  int *p = 0;
  return *p;
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}null_read.c:3:10: runtime error: null pointer dereference: 4-byte access at {{0x[0-9a-f]+}}
