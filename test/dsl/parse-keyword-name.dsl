// Keywords cannot name a let.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  let post = 1;
}

// CHECK: {{.*}}parse-keyword-name.dsl:5:7: error: expected a name after 'let', found keyword 'post' (keywords are reserved)
// CHECK-NEXT: {{^}}  let post = 1;
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
