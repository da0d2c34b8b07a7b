// A construct outside a runtime block.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

construct barrier {
  invoke { call "f"(); }
}

// CHECK: {{.*}}parse-top-level.dsl:4:1: error: expected 'runtime' at the top level, found keyword 'construct'
// CHECK-NEXT: {{^}}construct barrier {
// CHECK-NEXT: {{^}}^
// CHECK-NOT: {{.}}
