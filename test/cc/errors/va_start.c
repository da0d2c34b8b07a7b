// Defining a variadic function (va_start) is not supported; calling one
// is.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdarg.h>
static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = va_arg(ap, int);
  va_end(ap);
  return s;
}
int main(void) { return sum(1, 2); }

// CHECK: {{^.*}}va_start.c:8:3: error: 'va_start' (defining a function with a variable argument list) is not supported{{$}}
// CHECK-NEXT: {{^}}  va_start(ap, n);{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
