// The input is standard input when no file or "-" is given; it is named
// <stdin> in locations and diagnostics.
// RUN: strata-opt < %s | filecheck %s
// RUN: strata-opt - < %s | filecheck %s
// RUN: cat %s | strata-opt --mlir-print-op-generic - | strata-opt | filecheck %s
// RUN: strata-opt --mlir-print-debuginfo < %s | filecheck %s --check-prefix=LOC
// RUN: not strata-opt < %S/Inputs/parse-undefined.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=ERR
// RUN: not strata-opt - < %S/Inputs/verify-dominance.mlir 2>&1 | filecheck %s --check-prefix=VERIFY
// Empty input is an empty module.
// RUN: strata-opt < /dev/null | filecheck %s --check-prefix=EMPTY

func.func @id(%x: index) -> index {
  return %x : index
}

// CHECK:      module {
// CHECK-NEXT:   func.func @id(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LOC: return %arg0 : index loc("<stdin>":13:3)
// LOC: } loc("<stdin>":12:1)
// LOC: } loc("<stdin>":0:0)

// ERR:      {{^}}<stdin>:3:23: error: use of undeclared SSA value name{{$}}
// ERR-NEXT: {{^}}  %0 = arith.addi %a, %b : i32{{$}}
// ERR-NEXT: {{^}}                      ^{{$}}

// VERIFY: {{^}}<stdin>:5:8: error: operand #0 does not dominate this use{{$}}
// VERIFY: {{^}}<stdin>:6:8: note: operand defined here (op in the same block){{$}}

// EMPTY:      {{^}}module {{[{]}}{{$}}
// EMPTY-NEXT: {{^}}}{{$}}
