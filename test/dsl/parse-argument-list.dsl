// Arguments are separated by commas.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    invoke { call "GOMP_parallel"(body env_ptr, 0, 0); }
  }
}

// CHECK: {{.*}}parse-argument-list.dsl:6:40: error: expected ',' or ')' in the argument list, found identifier 'env_ptr'
// CHECK-NEXT: {{^}}    invoke { call "GOMP_parallel"(body env_ptr, 0, 0); }
// CHECK-NEXT: {{^}}                                       ^
// CHECK-NOT: {{.}}
