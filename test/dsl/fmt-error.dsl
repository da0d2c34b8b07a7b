// fmt reports a syntax error like check does, and prints nothing.
// RUN: not strata-dsl fmt %s > %t.out 2> %t.err
// RUN: filecheck --strict-whitespace %s < %t.err
// RUN: test ! -s %t.out

runtime r {
  construct barrier {
    invoke { emit inline_body }
  }
}

// CHECK: {{.*}}fmt-error.dsl:8:30: error: expected ';' after the action, found '}'
// CHECK-NEXT: {{^}}    invoke { emit inline_body }
// CHECK-NEXT: {{^}}                             ^
