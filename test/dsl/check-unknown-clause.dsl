// A construct guard names a clause.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop when has(chunk_size) {
    invoke { emit dynamic_loop; }
  }
}

// CHECK: {{.*}}check-unknown-clause.dsl:5:29: error: unknown clause 'chunk_size'
// CHECK-NEXT: {{^}}  construct wsloop when has(chunk_size) {
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: {{.}}
