// Verifier errors are printed as parse errors are: located, with the source
// line and a caret, and their notes, on stderr; the exit status is 1 and
// nothing is printed on stdout. The messages and locations are
// mlir-opt-16's (which adds a "see current operation" note to each).
// RUN: not strata-opt Inputs/verify-return-type.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=RET
// RUN: not strata-opt Inputs/verify-dominance.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=DOM
// RUN: not strata-opt Inputs/verify-redefinition.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=SYM
// RUN: not strata-opt Inputs/verify-if-no-else.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=IF
// RUN: not strata-opt Inputs/verify-missing-attr.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=ATTR
// RUN: not strata-opt Inputs/verify-no-terminator.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=TERM
// RUN: not strata-opt Inputs/verify-call-types.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=CALL
// RUN: strata-opt Inputs/verify-dominance.mlir > %t.out 2> %t.err; echo "exit=$?" > %t.status
// RUN: filecheck %s --check-prefix=STATUS < %t.status
// RUN: test ! -s %t.out
// The generic form is verified the same way.
// RUN: strata-opt --mlir-print-op-generic Inputs/verify-return-type.mlir 2> %t.gen.err; echo "exit=$?" >> %t.gen.err
// RUN: filecheck %s --check-prefix=GEN < %t.gen.err

// STATUS: exit=1
// GEN: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// GEN: exit=1

// RET:      {{^}}Inputs/verify-return-type.mlir:4:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f{{$}}
// RET-NEXT: {{^}}  return %0 : i32{{$}}
// RET-NEXT: {{^}}  ^{{$}}

// DOM:      {{^}}Inputs/verify-dominance.mlir:5:8: error: operand #0 does not dominate this use{{$}}
// DOM-NEXT: {{^}}  %1 = arith.addi %0, %a : i32{{$}}
// DOM-NEXT: {{^}}       ^{{$}}
// DOM:      {{^}}Inputs/verify-dominance.mlir:6:8: note: operand defined here (op in the same block){{$}}
// DOM-NEXT: {{^}}  %0 = arith.addi %a, %a : i32{{$}}
// DOM-NEXT: {{^}}       ^{{$}}

// SYM:      {{^}}Inputs/verify-redefinition.mlir:5:1: error: redefinition of symbol named 'f'{{$}}
// SYM-NEXT: {{^}}func.func @f() {{[{]}}{{$}}
// SYM-NEXT: {{^}}^{{$}}
// SYM:      {{^}}Inputs/verify-redefinition.mlir:2:1: note: see existing symbol definition here{{$}}
// SYM-NEXT: {{^}}func.func @f() {{[{]}}{{$}}
// SYM-NEXT: {{^}}^{{$}}

// IF:      {{^}}Inputs/verify-if-no-else.mlir:3:8: error: 'scf.if' op must have an else block if defining values{{$}}
// IF-NEXT: {{^}}  %r = scf.if %c -> (i32) {{[{]}}{{$}}
// IF-NEXT: {{^}}       ^{{$}}

// ATTR:      {{^}}Inputs/verify-missing-attr.mlir:3:3: error: 'func.func' op requires attribute 'function_type'{{$}}
// ATTR-NEXT: {{^}}  "func.func"() ({{[{]}}{{$}}
// ATTR-NEXT: {{^}}  ^{{$}}

// TERM:      {{^}}Inputs/verify-no-terminator.mlir:3:8: error: block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32{{$}}
// TERM-NEXT: {{^}}  %0 = arith.addi %a, %a : i32{{$}}
// TERM-NEXT: {{^}}       ^{{$}}

// The notes of this error are at the error's own location.
// CALL:      {{^}}Inputs/verify-call-types.mlir:4:8: error: 'func.call' op result type mismatch at index 0{{$}}
// CALL-NEXT: {{^}}  %0 = func.call @g(%a) : (i32) -> i32{{$}}
// CALL-NEXT: {{^}}       ^{{$}}
// CALL:      {{^}}Inputs/verify-call-types.mlir:4:8: note:       op result types: 'i32'{{$}}
// CALL:      {{^}}Inputs/verify-call-types.mlir:4:8: note: function result types: 'i64'{{$}}
