// va_arg of a struct, and va_start in a function with fixed arguments,
// are located errors.
// RUN: not strata-cc -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdarg.h>
struct pair { int a, b; };
int first(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct pair p = va_arg(ap, struct pair);
  va_end(ap);
  return p.a;
}
int fixed(int n) {
  va_list ap;
  va_start(ap, n);
  return 0;
}

// CHECK: {{^.*}}va_arg_struct.c:10:19: error: va_arg of a struct or union (integers, pointers and double are supported) is not supported{{$}}
// CHECK-NEXT: {{^}}  struct pair p = va_arg(ap, struct pair);{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
// CHECK: {{^.*}}va_arg_struct.c:16:3: error: 'va_start' used in a function with fixed arguments{{$}}
