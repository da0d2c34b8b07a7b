// A guard cannot be a constant.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { when false => call "GOMP_barrier"(); }
  }
}

// CHECK: {{.*}}parse-constant-guard.dsl:6:19: error: a predicate cannot be the constant 'false'; drop the guard instead
// CHECK-NEXT: {{^}}    invoke { when false => call "GOMP_barrier"(); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
