// assert under NDEBUG evaluates nothing; without it, a failing assert
// prints glibc's message (with the file, line and function) and aborts.
// REQUIRES: gcc, opt, llc
// RUN: strata-cc -O2 -DNDEBUG %s -o %t.nd && %t.nd | filecheck --check-prefix=ND %s
// RUN: strata-cc -O2 %s -o %t.on && not --crash %t.on 2> %t.err; filecheck --check-prefix=ON %s < %t.err
// ND: ndebug 0
// ON: assert_ndebug.c:[[# @LINE + 7]]: main: Assertion `effects++ > 5' failed.
#include <assert.h>
#include <stdio.h>

int effects;

int main(void) {
  assert(effects++ > 5);
  printf("ndebug %d\n", effects);
  return 0;
}
