// emit names a primitive registered in Go.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    invoke { emit loop_bodies; }
  }
}

// CHECK: {{.*}}check-unknown-emit.dsl:6:19: error: unknown emit primitive 'loop_bodies'
// CHECK-NEXT: {{^}}    invoke { emit loop_bodies; }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
