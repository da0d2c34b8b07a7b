// The function of a call is a string.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call GOMP_barrier(); }
  }
}

// CHECK: {{.*}}parse-call-identifier.dsl:6:19: error: the function of 'call' is a string: write "GOMP_barrier"
// CHECK-NEXT: {{^}}    invoke { call GOMP_barrier(); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
