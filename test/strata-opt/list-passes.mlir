// --list-passes prints every registered pass with its summary and its
// options (type, help and default), sorted by argument, and exits 0.
// RUN: strata-opt --list-passes | filecheck %s
// RUN: strata-opt --list-passes | filecheck %s --check-prefix=SORTED

// CHECK:      Passes:
// CHECK:      {{^}}  --canonicalize {{ *}}-   Canonicalize operations
// CHECK-NEXT: {{^}}    --{{[a-z-]+}}
// CHECK:      {{^}}    --max-iterations=<int> {{ *}}- {{.*}} (default: 10)
// CHECK:      {{^}}  --cse {{ *}}-   Eliminate common sub-expressions
// CHECK:      {{^}}  --test-emit-remark {{ *}}-   Report a remark about each function (for tests)
// CHECK-NEXT: {{^}}    --severity=<string> {{ *}}- What to report: remark, warning or error (default: remark)

// SORTED: --canonicalize
// SORTED: --cse
// SORTED: --test-break-verifier
// SORTED: --test-count-ops
// SORTED: --test-emit-remark
// SORTED: --test-fail
