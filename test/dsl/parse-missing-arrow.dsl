// A when guard is followed by '=>'.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    post {
      when not nowait call "GOMP_barrier"();
    }
  }
}

// CHECK: {{.*}}parse-missing-arrow.dsl:7:23: error: expected '=>' after the 'when' predicate, found keyword 'call'
// CHECK-NEXT: {{^}}      when not nowait call "GOMP_barrier"();
// CHECK-NEXT: {{^}}                      ^
// CHECK-NOT: {{.}}
