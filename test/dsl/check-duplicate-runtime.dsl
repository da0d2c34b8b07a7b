// Runtime names are unique in a file.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct barrier {}
}
runtime r {
  construct taskwait {}
}

// CHECK: {{.*}}check-duplicate-runtime.dsl:7:1: error: duplicate runtime 'r'
// CHECK-NEXT: {{^}}runtime r {
// CHECK-NEXT: {{^}}^
// CHECK-NEXT: {{.*}}check-duplicate-runtime.dsl:4:1: note: previous declaration is here
// CHECK-NEXT: {{^}}runtime r {
// CHECK-NEXT: {{^}}^
// CHECK-NOT: {{.}}
