// schedule is an enumeration, not a number.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when schedule == 3 {
    invoke { emit dynamic_loop; }
  }
}

// CHECK: {{.*}}check-compare-kinds.dsl:5:37: error: cannot compare enumeration clause 'schedule' with a number; expected one of static, dynamic, guided, auto or runtime
// CHECK-NEXT: {{^}}  construct wsloop when schedule == 3 {
// CHECK-NEXT: {{^}}                                    ^
// CHECK-NOT: {{.}}
