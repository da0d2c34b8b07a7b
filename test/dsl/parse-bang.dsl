// Negation is 'not'.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when !nowait {
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}parse-bang.dsl:5:25: error: unexpected '!'; negation is written 'not'
// CHECK-NEXT: {{^}}  construct wsloop when !nowait {
// CHECK-NEXT: {{^}}                        ^
// CHECK-NOT: {{.}}
