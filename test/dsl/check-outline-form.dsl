// outline_signature is one of the forms.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    outline_signature = thunk(env_ptr);
    invoke { call "GOMP_parallel"(body, env_ptr, 0, 0); }
  }
}

// CHECK: {{.*}}check-outline-form.dsl:6:25: error: value 'thunk(...)' is not allowed for property 'outline_signature'; expected closure(), microtask(...), task_entry() or none
// CHECK-NEXT: {{^}}    outline_signature = thunk(env_ptr);
// CHECK-NEXT: {{^}}                        ^
// CHECK-NOT: {{.}}
