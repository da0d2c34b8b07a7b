// lower exists only for loops.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    invoke { call "GOMP_parallel"(body, env_ptr, lower, 0); }
  }
}

// CHECK: {{.*}}check-var-not-available.dsl:6:50: error: context variable 'lower' is not available in construct 'parallel'
// CHECK-NEXT: {{^}}    invoke { call "GOMP_parallel"(body, env_ptr, lower, 0); }
// CHECK-NEXT: {{^}}                                                 ^
// CHECK-NOT: {{.}}
