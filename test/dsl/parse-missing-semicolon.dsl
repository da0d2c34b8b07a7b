// A property needs its ';'.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    thread_id_function = "omp_get_thread_num"
  }
}

// CHECK: {{.*}}parse-missing-semicolon.dsl:6:46: error: expected ';' after the property value, found '}'
// CHECK-NEXT: {{^}}    thread_id_function = "omp_get_thread_num"
// CHECK-NEXT: {{^}}                                             ^
// CHECK-NOT: {{.}}
