// An argument must be a let, property or context variable.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    invoke { call "GOMP_parallel"(body, env, 0, 0); }
  }
}

// CHECK: {{.*}}check-undefined-identifier.dsl:6:41: error: undefined identifier 'env': not a let, a property or a context variable
// CHECK-NEXT: {{^}}    invoke { call "GOMP_parallel"(body, env, 0, 0); }
// CHECK-NEXT: {{^}}                                        ^
// CHECK-NOT: {{.}}
