// A let can use only the lets before it.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  let chunk_code = base;
  let base = 34;
  construct barrier {}
}

// CHECK: {{.*}}check-undefined-let.dsl:5:20: error: undefined identifier 'base': not a let, a property or a context variable
// CHECK-NEXT: {{^}}  let chunk_code = base;
// CHECK-NEXT: {{^}}                   ^
// CHECK-NEXT: {{.*}}check-undefined-let.dsl:6:7: note: 'base' is defined later; a let can use only the lets before it
// CHECK-NEXT: {{^}}  let base = 34;
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{.}}
