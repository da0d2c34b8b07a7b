// Passing a struct to a variadic function is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdio.h>
struct p { int x, y; };
int main(void) {
  struct p v = {1, 2};
  printf("%d\n", v);
  return 0;
}

// CHECK: {{^.*}}struct_to_variadic.c:8:18: error: passing a struct or union to a variadic function is not supported{{$}}
// CHECK-NEXT: {{^}}  printf("%d\n", v);{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}
