// The generic form of the cir ops: the operands, attributes and regions
// that docs/cir.md promises passes, with the yields the custom form leaves
// out.
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s

// CHECK: "cir.global"() {constant, initial_value = #cir.int<7> : !cir.int<s, 32>, linkage = #cir.linkage<internal>, sym_name = "seven", sym_type = !cir.int<s, 32>} : () -> ()
cir.global internal constant @seven = #cir.int<7> : !cir.int<s, 32>
// CHECK: "cir.global"() {linkage = #cir.linkage<external>, sym_name = "zeros", sym_type = !cir.array<!cir.int<u, 8> x 3>} : () -> ()
cir.global external @zeros : !cir.array<!cir.int<u, 8> x 3>
// CHECK: "cir.func"() ({
// CHECK-NEXT: }) {function_type = !cir.func<!cir.void (!cir.int<s, 32>, ...)>, sym_name = "log", sym_visibility = "private"} : () -> ()
cir.func private @log(!cir.int<s, 32>, ...)

cir.func internal @f(%p: !cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>>, %c: !cir.bool, %fp: !cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>, ...)>>) {
  // CHECK: ^bb0(%[[P:.*]]: !cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>>, %[[C:.*]]: !cir.bool, %[[FP:.*]]: !cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>, ...)>>):
  // CHECK-NEXT: %[[A:.*]] = "cir.alloca"() {alignment = 8 : i64, allocaType = !cir.double, name = "d"} : () -> !cir.ptr<!cir.double>
  %a = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["d"] {alignment = 8 : i64}
  // CHECK-NEXT: %[[M:.*]] = "cir.get_member"(%[[P]]) {index = 1 : i64, name = "y"} : (!cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>>) -> !cir.ptr<!cir.double>
  %m = cir.get_member %p[1] {name = "y"} : !cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.double>
  // CHECK-NEXT: %[[V:.*]] = "cir.load"(%[[M]]) {volatile} : (!cir.ptr<!cir.double>) -> !cir.double
  %v = cir.load volatile %m : !cir.ptr<!cir.double>, !cir.double
  // CHECK-NEXT: "cir.store"(%[[V]], %[[A]]) : (!cir.double, !cir.ptr<!cir.double>) -> ()
  cir.store %v, %a : !cir.double, !cir.ptr<!cir.double>
  // CHECK-NEXT: %[[S:.*]] = "cir.get_global"() {name = @seven} : () -> !cir.ptr<!cir.int<s, 32>>
  %s = cir.get_global @seven : !cir.ptr<!cir.int<s, 32>>
  // CHECK-NEXT: %[[SV:.*]] = "cir.load"(%[[S]]) : (!cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32>
  %sv = cir.load %s : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // CHECK-NEXT: %[[SUM:.*]] = "cir.binop"(%[[SV]], %[[SV]]) {kind = #cir.binop_kind<add>} : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  %sum = cir.binop(add, %sv, %sv) : !cir.int<s, 32>
  // CHECK-NEXT: "cir.call"(%[[SUM]], %[[V]]) {callee = @log} : (!cir.int<s, 32>, !cir.double) -> ()
  cir.call @log(%sum, %v) : (!cir.int<s, 32>, !cir.double) -> ()
  // CHECK-NEXT: "cir.call"(%[[FP]], %[[SUM]]) : (!cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>, ...)>>, !cir.int<s, 32>) -> ()
  cir.call %fp(%sum) : (!cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>, ...)>>, !cir.int<s, 32>) -> ()
  // CHECK-NEXT: "cir.if"(%[[C]]) ({
  // CHECK-NEXT:   "cir.yield"() : () -> ()
  // CHECK-NEXT: }, {
  // CHECK-NEXT: }) : (!cir.bool) -> ()
  cir.if %c {
  }
  // CHECK-NEXT: "cir.for"() ({
  // CHECK-NEXT:   "cir.condition"(%[[C]]) : (!cir.bool) -> ()
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   "cir.switch"(%[[SUM]]) ({
  // CHECK-NEXT:     "cir.break"() : () -> ()
  // CHECK-NEXT:   }, {
  // CHECK-NEXT:     "cir.yield"() : () -> ()
  // CHECK-NEXT:   }) {cases = {{\[\[#cir.case_kind<equal>, 1\], \[#cir.case_kind<anyof>, 2, 3\]\]}}} : (!cir.int<s, 32>) -> ()
  // CHECK-NEXT:   "cir.yield"() : () -> ()
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   "cir.yield"() : () -> ()
  // CHECK-NEXT: }) : () -> ()
  cir.for : cond {
    cir.condition(%c)
  } body {
    cir.switch (%sum : !cir.int<s, 32>) [
    case (equal, 1) {
      cir.break
    },
    case (anyof, [2, 3] : !cir.int<s, 32>) {
    }
    ]
  } step {
  }
  // CHECK-NEXT: "cir.return"() : () -> ()
  cir.return
}
// CHECK: {function_type = !cir.func<!cir.void (!cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>>, !cir.bool, !cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>, ...)>>)>, linkage = #cir.linkage<internal>, sym_name = "f"} : () -> ()
