// A let is bound once per scope.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  let barrier_fn = "GOMP_barrier";
  let barrier_fn = "pi_cl_team_barrier";
  construct barrier {
    invoke { call "f"(barrier_fn); }
  }
}

// CHECK: {{.*}}check-duplicate-let.dsl:6:7: error: duplicate let 'barrier_fn'
// CHECK-NEXT: {{^}}  let barrier_fn = "pi_cl_team_barrier";
// CHECK-NEXT: {{^}}      ^
// CHECK-NEXT: {{.*}}check-duplicate-let.dsl:5:7: note: previous definition is here
// CHECK-NEXT: {{^}}  let barrier_fn = "GOMP_barrier";
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
