// num_threads is an operand: only has() tests it.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel when num_threads == 4 {
    invoke { call "GOMP_parallel"(body, env_ptr, 4, 0); }
  }
}

// CHECK: {{.*}}check-runtime-value.dsl:5:39: error: clause 'num_threads' is a value known only at run time; a guard can only test its presence with has(num_threads)
// CHECK-NEXT: {{^}}  construct parallel when num_threads == 4 {
// CHECK-NEXT: {{^}}                                      ^
// CHECK-NOT: {{.}}
