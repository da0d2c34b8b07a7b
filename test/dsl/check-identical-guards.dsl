// Identical guards: the second is never selected.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when schedule == dynamic and not nowait {
    invoke { emit dynamic_loop; }
  }
  construct wsloop when (schedule == dynamic) and (not nowait) {
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-identical-guards.dsl:8:3: error: construct 'wsloop' is already declared with guard 'schedule == dynamic and not nowait'; this declaration can never be selected
// CHECK-NEXT: {{^}}  construct wsloop when (schedule == dynamic) and (not nowait) {
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}check-identical-guards.dsl:5:3: note: previous declaration is here
// CHECK-NEXT: {{^}}  construct wsloop when schedule == dynamic and not nowait {
// CHECK-NEXT: {{^}}  ^
// CHECK-NOT: {{.}}
