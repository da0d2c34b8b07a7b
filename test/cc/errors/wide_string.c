// Wide string literals are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stddef.h>
int main(void) {
  const wchar_t *w = L"wide";
  return w[0];
}

// CHECK: {{^.*}}wide_string.c:6:22: error: a wide string literal is not supported{{$}}
// CHECK-NEXT: {{^}}  const wchar_t *w = L"wide";{{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
