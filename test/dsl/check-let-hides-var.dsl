// A let cannot hide a context variable.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    let num_threads = 4;
    invoke { call "GOMP_parallel"(body, env_ptr, num_threads, 0); }
  }
}

// CHECK: {{.*}}check-let-hides-var.dsl:6:9: error: let 'num_threads' hides the context variable 'num_threads'
// CHECK-NEXT: {{^}}    let num_threads = 4;
// CHECK-NEXT: {{^}}        ^
// CHECK-NOT: {{.}}
