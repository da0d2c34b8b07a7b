// Only \" \\ \n \t \r and \xNN are escapes.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call "GOMP\_barrier"(); }
  }
}

// CHECK: {{.*}}parse-bad-escape.dsl:6:24: error: unknown escape sequence '\_' in string
// CHECK-NEXT: {{^}}    invoke { call "GOMP\_barrier"(); }
// CHECK-NEXT: {{^}}                       ^
// CHECK-NOT: {{.}}
