#include <stdio.h>
#include <stdlib.h>
int main(void) {
  printf("before\n");
  abort();
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}abort.c:5:3: runtime error: abort() called
