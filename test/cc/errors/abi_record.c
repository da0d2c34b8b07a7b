// Records passed or returned by value to a function the file does not
// define, which the C ABI places differently from LLVM (div_t = {int,
// int} in one register; a struct over 16 bytes in memory), are refused:
// the call would be mistranslated.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#include <stdlib.h>
struct big { long a, b, c; };
void consume(struct big b);
int quotient(void) {
  div_t d = div(17, 5);
  return d.quot;
}
void pass(void) {
  struct big b = {1, 2, 3};
  consume(b);
}

// CHECK: {{^.*}}abi_record.c:11:13: error: returning the struct 'div_t' by value from 'div', a function this file does not define, is not supported: strata does not implement the C ABI's passing of records{{$}}
// CHECK-NEXT: {{^}}  div_t d = div(17, 5);{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
// CHECK: {{^.*}}abi_record.c:16:11: error: passing the struct 'struct big' by value to 'consume', a function this file does not define, is not supported: strata does not implement the C ABI's passing of records{{$}}
// CHECK-NEXT: {{^}}  consume(b);{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}
