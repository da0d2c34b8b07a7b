// Operations, types and attributes of unregistered dialects are errors
// unless --allow-unregistered-dialect is given; then they are kept and
// printed in the generic form. A registered dialect does not grow unknown
// operations either way.
// RUN: not strata-opt %s 2>&1 | filecheck %s -DFILE=%s --strict-whitespace --check-prefix=ERR
// RUN: strata-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: strata-opt %s -allow-unregistered-dialect | filecheck %s
// RUN: not strata-opt --allow-unregistered-dialect=false %s 2>&1 | filecheck %s -DFILE=%s --check-prefix=ERR
// The output reads back with the flag.
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | filecheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | filecheck %s
// RUN: not strata-opt --allow-unregistered-dialect %S/Inputs/unregistered-op-in-arith.mlir 2>&1 | filecheck %s --check-prefix=ARITH

func.func @f(%a: i32) -> i32 {
  %0 = "foo.op"(%a) {foo.attr = #foo.attr<1>} : (i32) -> !foo.tensor<"x">
  "foo.region"() ({
  ^bb0(%t: !foo.tensor<"x">):
    "foo.yield"(%t) : (!foo.tensor<"x">) -> ()
  }) : () -> ()
  return %a : i32
}

// ERR:      {{^}}[[FILE]]:15:16: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used{{$}}
// ERR-NEXT: {{^}}  %0 = "foo.op"(%a) {foo.attr = #foo.attr<1>} : (i32) -> !foo.tensor<"x">{{$}}
// ERR-NEXT: {{^}}               ^{{$}}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.op"(%arg0) {foo.attr = #foo.attr<1>} : (i32) -> !foo.tensor<"x">
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:     ^bb0(%arg1: !foo.tensor<"x">):
// CHECK-NEXT:       "foo.yield"(%arg1) : (!foo.tensor<"x">) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ARITH: unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations
