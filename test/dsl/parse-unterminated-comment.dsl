// A block comment must be closed.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  /* the rest of the file
  construct barrier {}
}

// CHECK: {{.*}}parse-unterminated-comment.dsl:5:3: error: unterminated block comment
// CHECK-NEXT: {{^}}  /* the rest of the file
// CHECK-NEXT: {{^}}  ^
// CHECK-NOT: {{.}}
