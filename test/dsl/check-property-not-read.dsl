// No pass reads capture_strategy for a barrier.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    capture_strategy = "packed";
    invoke { call "GOMP_barrier"(); }
  }
}

// CHECK: {{.*}}check-property-not-read.dsl:6:5: error: property 'capture_strategy' is not read by the lowering of construct 'barrier'
// CHECK-NEXT: {{^}}    capture_strategy = "packed";
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{.}}
