// Two unguarded declarations: the second is never selected.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call "GOMP_barrier"(); }
  }
  construct barrier {
    invoke { call "pi_cl_team_barrier"(); }
  }
}

// CHECK: {{.*}}check-duplicate-unguarded.dsl:8:3: error: construct 'barrier' is already declared without a guard; this declaration can never be selected
// CHECK-NEXT: {{^}}  construct barrier {
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}check-duplicate-unguarded.dsl:5:3: note: previous declaration is here
// CHECK-NEXT: {{^}}  construct barrier {
// CHECK-NEXT: {{^}}  ^
// CHECK-NOT: {{.}}
