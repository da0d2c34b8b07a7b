// Expressions call only forms.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct task {
    invoke { call "GOMP_task"(body, env_ptr, null, sizeof(env_ptr)); }
  }
}

// CHECK: {{.*}}check-unknown-function.dsl:6:52: error: unknown function 'sizeof'; an expression can only call a form such as closure() or microtask(...)
// CHECK-NEXT: {{^}}    invoke { call "GOMP_task"(body, env_ptr, null, sizeof(env_ptr)); }
// CHECK-NEXT: {{^}}                                                   ^
// CHECK-NOT: {{.}}
