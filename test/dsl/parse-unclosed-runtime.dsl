// A runtime block that the file ends inside.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {
    invoke { call "f"(); }
  }

// CHECK: {{.*}}parse-unclosed-runtime.dsl:16:1: error: expected '}' to close runtime 'r', found end of file
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}^
// CHECK-NEXT: {{.*}}parse-unclosed-runtime.dsl:4:11: note: to match this '{'
// CHECK-NEXT: {{^}}runtime r {
// CHECK-NEXT: {{^}}          ^
// CHECK-NOT: {{.}}
