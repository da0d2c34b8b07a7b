// loop_body restructures loops only.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-emit-construct.dsl:6:19: error: emit primitive 'loop_body' does not apply to construct 'barrier'
// CHECK-NEXT: {{^}}    invoke { emit loop_body; }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
