// Constructs are omp op names.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct paralel {
    invoke { call "GOMP_parallel"(body, env_ptr, 0, 0); }
  }
}

// CHECK: {{.*}}check-unknown-construct.dsl:5:13: error: unknown construct 'paralel'
// CHECK-NEXT: {{^}}  construct paralel {
// CHECK-NEXT: {{^}}            ^
// CHECK-NOT: {{.}}
