int table[3] = {1, 2, 3};
int main(int argc, char **argv) {
  return table[argc + 2];
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}oob_global.c:3:10: runtime error: out-of-bounds access: 4 bytes at {{0x[0-9a-f]+}}, in no allocation (0 bytes after the end of the global 'table' of 12 bytes at {{0x[0-9a-f]+}} (allocated at {{.*}}oob_global.c:1:5))
