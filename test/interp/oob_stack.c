int get(int *p, int i) { return p[i]; }
int main(void) {
  int a[4] = {1, 2, 3, 4};
  return get(a, 6);
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}oob_stack.c:1:33: runtime error: out-of-bounds access: 4 bytes at {{0x[0-9a-f]+}}, in no allocation (8 bytes after the end of the stack variable 'a' of 16 bytes at {{0x[0-9a-f]+}} (allocated at {{.*}}oob_stack.c:3:7))
