// --compare-pipeline: the program before and after a pass pipeline
// (strata-opt's syntax), the verdict on stdout, exit status 0 when equal.
// RUN: strata-run --compare-pipeline='builtin.module(canonicalize,cse,inline,loop-invariant-code-motion,symbol-dce,cir-unroll{factor=3},convert-to-llvm,canonicalize)' %s -- x > %t.out
// RUN: filecheck %s < %t.out
// CHECK: compare-pipeline: builtin.module(canonicalize,cse,inline,loop-invariant-code-motion,symbol-dce,cir-unroll{factor=3},convert-to-llvm,canonicalize): equal (stdout 39 bytes, stderr 12 bytes, exit status 2)
// A bare list of passes is wrapped in builtin.module(...).
// RUN: strata-run --compare-pipeline=cse %s | filecheck --check-prefix=BARE %s
// BARE: compare-pipeline: builtin.module(cse): equal
// A bad pipeline is a located error, exit status 1.
// RUN: not strata-run --compare-pipeline='builtin.module(canonicalize,nosuchpass)' %s 2> %t.err
// RUN: filecheck --check-prefix=BAD %s < %t.err
// BAD: <compare-pipeline>:1:29: error: 'nosuchpass' does not refer to a registered pass or pass pipeline
// BAD-NEXT: builtin.module(canonicalize,nosuchpass)
// BAD-NEXT: {{^                            \^}}
// RUN: not strata-run --compare-pipeline='builtin.module(cse' %s 2>&1 | filecheck --check-prefix=PAREN %s
// PAREN: <compare-pipeline>:1:15: error: encountered unbalanced parentheses while parsing pipeline
// A pass that fails is reported with its diagnostic.
// RUN: not strata-run --compare-pipeline='inline{default-pipeline=bogus}' %s 2>&1 | filecheck --check-prefix=FAIL %s
// FAIL: strata-run: --compare-pipeline: the pipeline builtin.module(inline{default-pipeline=bogus}) failed:
// FAIL-NEXT: <inline default-pipeline>:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
#include <stdio.h>

static int square(int x) { return x * x; }

int main(int argc, char **argv) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += square(i) + argc;
  printf("sum of squares plus argc: %d\n", s);
  printf("argc = %d\n", argc);
  fprintf(stderr, "to stderr %d\n", 1);
  return argc;
}
