// thread_filter_body takes a function and a filter.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct master {
    invoke { emit thread_filter_body("omp_get_thread_num"); }
  }
}

// CHECK: {{.*}}check-emit-arity.dsl:6:19: error: emit primitive 'thread_filter_body' takes 2 arguments, found 1
// CHECK-NEXT: {{^}}    invoke { emit thread_filter_body("omp_get_thread_num"); }
// CHECK-NEXT: {{^}}                  ^
// CHECK-NOT: {{.}}
