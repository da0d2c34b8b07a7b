// A runtime must declare constructs.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  let unused = 1;
}

// CHECK: {{.*}}check-empty-runtime.dsl:4:1: error: runtime 'r' declares no constructs
// CHECK-NEXT: {{^}}runtime r {
// CHECK-NEXT: {{^}}^
// CHECK-NOT: {{.}}
