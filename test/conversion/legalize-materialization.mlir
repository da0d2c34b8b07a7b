// The other direction: a converted op uses a value the conversion did not
// convert (the function's i32 argument; func is legal as it is), so the
// adaptor hands it a builtin.unrealized_conversion_cast of the argument to
// i64. A partial conversion leaves that cast; a full one reports it as an
// unresolved materialization, at the value, with its live user.
// RUN: strata-opt --test-legalize=widen-i32 %s | filecheck %s
// RUN: not strata-opt '--test-legalize=widen-i32 mode=full' %s 2>&1 | filecheck %s --check-prefix=LIVE

// CHECK-LABEL: func.func @arg(%arg0: i32) -> i1
// CHECK-NEXT:    %[[WIDE:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[WIDE]], %[[WIDE]] : i64
// CHECK-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[SUM]] : i64
// CHECK-NEXT:    return %[[EQ]] : i1

// LIVE:      legalize-materialization.mlir:[[@LINE+7]]:16: error: failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion
// LIVE-NEXT: {{^}}func.func @arg(%x: i32) -> i1 {
// LIVE-NEXT: {{^}}               ^
// LIVE-NEXT: note: see current operation: %{{.*}} = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
// LIVE-NEXT: legalize-materialization.mlir:[[@LINE+4]]:8: note: see existing live user here: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i64
// LIVE-NOT:  error:

func.func @arg(%x: i32) -> i1 {
  %b = arith.addi %x, %x : i32
  %c = arith.cmpi eq, %b, %b : i32
  return %c : i1
}
