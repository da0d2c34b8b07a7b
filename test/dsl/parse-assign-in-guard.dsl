// A guard compares with '=='.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when schedule = static {
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}parse-assign-in-guard.dsl:5:34: error: '=' is not a comparison; write '=='
// CHECK-NEXT: {{^}}  construct wsloop when schedule = static {
// CHECK-NEXT: {{^}}                                 ^
// CHECK-NOT: {{.}}
