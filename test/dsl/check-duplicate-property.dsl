// A property is set once.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    thread_id_function = "omp_get_thread_num";
    thread_id_function = "ext_pi_core_id";
    invoke { emit loop_body; }
  }
}

// CHECK: {{.*}}check-duplicate-property.dsl:7:5: error: duplicate property 'thread_id_function'
// CHECK-NEXT: {{^}}    thread_id_function = "ext_pi_core_id";
// CHECK-NEXT: {{^}}    ^
// CHECK-NEXT: {{.*}}check-duplicate-property.dsl:6:5: note: previous definition is here
// CHECK-NEXT: {{^}}    thread_id_function = "omp_get_thread_num";
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{.}}
