// Numbers are 64-bit integers.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  let big = 18446744073709551616;
}

// CHECK: {{.*}}parse-number-range.dsl:5:13: error: number 18446744073709551616 is out of the range of a 64-bit integer
// CHECK-NEXT: {{^}}  let big = 18446744073709551616;
// CHECK-NEXT: {{^}}            ^
// CHECK-NOT: {{.}}
