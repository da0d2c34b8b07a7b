// A property no pass knows.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    thread_num_function = "omp_get_thread_num";
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-unknown-property.dsl:6:5: error: unknown property 'thread_num_function'
// CHECK-NEXT: {{^}}    thread_num_function = "omp_get_thread_num";
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{.}}
