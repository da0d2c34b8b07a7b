// Blocks hold statements, not lets.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke {
      let f = "GOMP_barrier";
    }
  }
}

// CHECK: {{.*}}parse-let-in-block.dsl:7:7: error: expected an action ('call' or 'emit'), found keyword 'let'
// CHECK-NEXT: {{^}}      let f = "GOMP_barrier";
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
