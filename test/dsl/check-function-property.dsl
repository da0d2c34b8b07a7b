// A function property is a string.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    thread_id_function = omp_get_thread_num;
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-function-property.dsl:6:26: error: property 'thread_id_function' names a function: expected a string, found identifier 'omp_get_thread_num'
// CHECK-NEXT: {{^}}    thread_id_function = omp_get_thread_num;
// CHECK-NEXT: {{^}}                         ^
// CHECK-NOT: {{.}}
