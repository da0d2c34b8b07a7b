// has() tests clauses, not pass-provided values.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel when has(env_ptr) {
    invoke { call "GOMP_parallel"(body, env_ptr, 0, 0); }
  }
}

// CHECK: {{.*}}check-has-not-clause.dsl:5:31: error: 'env_ptr' is not a clause; guards test the clauses of the op
// CHECK-NEXT: {{^}}  construct parallel when has(env_ptr) {
// CHECK-NEXT: {{^}}                              ^
// CHECK-NOT: {{.}}
