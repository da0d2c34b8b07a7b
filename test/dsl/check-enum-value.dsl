// fast is not a schedule.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when schedule != fast {
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-enum-value.dsl:5:37: error: 'fast' is not a value of clause 'schedule'; expected static, dynamic, guided, auto or runtime
// CHECK-NEXT: {{^}}  construct wsloop when schedule != fast {
// CHECK-NEXT: {{^}}                                    ^
// CHECK-NOT: {{.}}
