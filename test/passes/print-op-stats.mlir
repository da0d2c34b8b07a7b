// print-op-stats counts the operations by name and prints the table (or
// JSON) to stderr, in mlir-opt-16's format; the IR is printed unchanged.
// RUN: strata-opt %s --print-op-stats -o /dev/null 2>&1 | filecheck %s
// RUN: strata-opt %s --print-op-stats=json -o /dev/null 2>&1 | filecheck %s --check-prefix=JSON
// RUN: strata-opt %s --print-op-stats 2>/dev/null | filecheck %s --check-prefix=IR

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi     , 2
// CHECK-NEXT: {{^}}    arith.constant , 1
// CHECK-NEXT: {{^}}  builtin.module   , 1
// CHECK-NEXT: {{^}}     func.func     , 1
// CHECK-NEXT: {{^}}     func.return   , 1
// CHECK-NEXT: {{^}}      scf.if       , 1
// CHECK-NEXT: {{^}}      scf.yield    , 2
// CHECK-EMPTY:

// JSON:      {
// JSON-NEXT:   "arith.addi" : 2,
// JSON-NEXT:   "arith.constant" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "func.func" : 1,
// JSON-NEXT:   "func.return" : 1,
// JSON-NEXT:   "scf.if" : 1,
// JSON-NEXT:   "scf.yield" : 2
// JSON-NEXT: }

// IR-LABEL: func.func @f
// IR-NEXT: arith.constant 1
func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %0, %0 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}
