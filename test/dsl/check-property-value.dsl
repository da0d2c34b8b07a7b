// capture_strategy is by_pointer or packed.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    capture_strategy = "by_value";
    invoke { call "GOMP_parallel"(body, env_ptr, 0, 0); }
  }
}

// CHECK: {{.*}}check-property-value.dsl:6:24: error: value "by_value" is not allowed for property 'capture_strategy'; expected "by_pointer" or "packed"
// CHECK-NEXT: {{^}}    capture_strategy = "by_value";
// CHECK-NEXT: {{^}}                       ^
// CHECK-NOT: {{.}}
