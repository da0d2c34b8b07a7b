// A cast that no other cast undoes is still needed: the conversion left
// types unreconciled, and reconcile-unrealized-casts reports it where it
// is, as MLIR 16 does. strata-opt exits 1 and prints nothing.
// RUN: not strata-opt --reconcile-unrealized-casts %s 2>&1 | filecheck %s
// RUN: not strata-opt --reconcile-unrealized-casts %s 2>/dev/null | count 0
// RUN: strata-opt --reconcile-unrealized-casts --verify-diagnostics %s

func.func @live(%a: i64) -> index {
  // CHECK: reconcile-unrealized-casts-errors.mlir:[[@LINE+4]]:8: error: failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal
  // CHECK-NEXT: {{^}}  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  // CHECK-NEXT: {{^}}       ^
  // CHECK-NEXT: note: see current operation: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
  %0 = builtin.unrealized_conversion_cast %a : i64 to index // expected-error {{failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal}}
  return %0 : index
}
