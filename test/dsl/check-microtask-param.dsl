// microtask's parameters are ptr_tid, ptr_btid and captures.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct parallel {
    outline_signature = microtask(ptr_tid, gtid, captures);
    invoke { call "__kmpc_fork_call"(ident, num_captures, body, captures); }
  }
}

// CHECK: {{.*}}check-microtask-param.dsl:6:44: error: identifier 'gtid' is not a parameter of microtask(); expected ptr_tid, ptr_btid or captures
// CHECK-NEXT: {{^}}    outline_signature = microtask(ptr_tid, gtid, captures);
// CHECK-NEXT: {{^}}                                           ^
// CHECK-NOT: {{.}}
