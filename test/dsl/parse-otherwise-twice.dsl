// otherwise after otherwise has no when before it.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    post {
      when nowait => call "GOMP_loop_end_nowait"();
      otherwise => call "GOMP_loop_end"();
      otherwise => call "GOMP_barrier"();
    }
  }
}

// CHECK: {{.*}}parse-otherwise-twice.dsl:9:7: error: 'otherwise' must come right after a 'when' statement
// CHECK-NEXT: {{^}}      otherwise => call "GOMP_barrier"();
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
