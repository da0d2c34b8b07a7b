// A string must end on its line.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call "GOMP_barrier(); }
  }
}

// CHECK: {{.*}}parse-unterminated-string.dsl:6:19: error: unterminated string
// CHECK-NEXT: {{^}}    invoke { call "GOMP_barrier(); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
