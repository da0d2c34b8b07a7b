// Strings use double quotes.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call 'GOMP_barrier'(); }
  }
}

// CHECK: {{.*}}parse-single-quote.dsl:6:19: error: strings are written in double quotes
// CHECK-NEXT: {{^}}    invoke { call 'GOMP_barrier'(); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
