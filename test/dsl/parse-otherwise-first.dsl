// otherwise needs a when right before it.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke {
      otherwise => call "GOMP_barrier"();
    }
  }
}

// CHECK: {{.*}}parse-otherwise-first.dsl:7:7: error: 'otherwise' must come right after a 'when' statement
// CHECK-NEXT: {{^}}      otherwise => call "GOMP_barrier"();
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
