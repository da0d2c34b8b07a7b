// The runtime keyword needs a name.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime {
}

// CHECK: {{.*}}parse-runtime-name.dsl:4:9: error: expected a runtime name, found '{'
// CHECK-NEXT: {{^}}runtime {
// CHECK-NEXT: {{^}}        ^
// CHECK-NOT: {{.}}
