// One block of each kind.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct critical {
    pre { call "GOMP_critical_start"(); }
    invoke { emit inline_body; }
    pre { call "GOMP_critical_end"(); }
  }
}

// CHECK: {{.*}}check-duplicate-block.dsl:8:5: error: duplicate 'pre' block in construct 'critical'
// CHECK-NEXT: {{^}}    pre { call "GOMP_critical_end"(); }
// CHECK-NEXT: {{^}}    ^
// CHECK-NEXT: {{.*}}check-duplicate-block.dsl:6:5: note: previous block is here
// CHECK-NEXT: {{^}}    pre { call "GOMP_critical_start"(); }
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{.}}
