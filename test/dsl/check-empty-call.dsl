// call needs a function name.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call ""(); }
  }
}

// CHECK: {{.*}}check-empty-call.dsl:6:19: error: 'call' needs a function name, not an empty string
// CHECK-NEXT: {{^}}    invoke { call ""(); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
