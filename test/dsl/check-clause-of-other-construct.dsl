// barrier has no nowait clause.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier when not nowait {
    invoke { call "GOMP_barrier"(); }
  }
}

// CHECK: {{.*}}check-clause-of-other-construct.dsl:5:30: error: construct 'barrier' has no clause 'nowait'
// CHECK-NEXT: {{^}}  construct barrier when not nowait {
// CHECK-NEXT: {{^}}                             ^
// CHECK-NOT: {{.}}
