// Parse errors: each is printed on stderr as file:line:col: error: message,
// then the source line and a caret under the column, then the notes the
// same way; nothing is printed on stdout and the exit status is 1. The
// messages and columns are mlir-opt-16's.
// RUN: not strata-opt Inputs/parse-undefined.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=UNDEF
// RUN: not strata-opt Inputs/parse-type-mismatch.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=TYPE
// RUN: not strata-opt Inputs/parse-redefinition.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=REDEF
// RUN: not strata-opt Inputs/parse-eof.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=EOF
// RUN: not strata-opt Inputs/parse-bad-type.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=BADTYPE
// RUN: not strata-opt Inputs/parse-bad-attr.mlir 2>&1 | filecheck %s --strict-whitespace --check-prefix=BADATTR
// RUN: strata-opt Inputs/parse-undefined.mlir > %t.out 2> %t.err; echo "exit=$?" > %t.status
// RUN: filecheck %s --check-prefix=STATUS < %t.status
// RUN: test ! -s %t.out
// The diagnostic names the file as it was given on the command line.
// RUN: not strata-opt %S/Inputs/parse-undefined.mlir 2>&1 | filecheck %s -DDIR=%S --check-prefix=ABS

// STATUS: exit=1
// ABS: {{^}}[[DIR]]/Inputs/parse-undefined.mlir:3:23: error: use of undeclared SSA value name{{$}}

// UNDEF:      {{^}}Inputs/parse-undefined.mlir:3:23: error: use of undeclared SSA value name{{$}}
// UNDEF-NEXT: {{^}}  %0 = arith.addi %a, %b : i32{{$}}
// UNDEF-NEXT: {{^}}                      ^{{$}}

// TYPE:      {{^}}Inputs/parse-type-mismatch.mlir:3:19: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'{{$}}
// TYPE-NEXT: {{^}}  %0 = arith.addi %a, %a : i64{{$}}
// TYPE-NEXT: {{^}}                  ^{{$}}
// TYPE:      {{^}}Inputs/parse-type-mismatch.mlir:2:14: note: prior use here{{$}}
// TYPE-NEXT: {{^}}func.func @f(%a: i32) -> i32 {{[{]}}{{$}}
// TYPE-NEXT: {{^}}             ^{{$}}

// REDEF:      {{^}}Inputs/parse-redefinition.mlir:4:3: error: redefinition of SSA value '%0'{{$}}
// REDEF-NEXT: {{^}}  %0 = arith.constant 2 : i32{{$}}
// REDEF-NEXT: {{^}}  ^{{$}}
// REDEF:      {{^}}Inputs/parse-redefinition.mlir:3:3: note: previously defined here{{$}}
// REDEF-NEXT: {{^}}  %0 = arith.constant 1 : i32{{$}}
// REDEF-NEXT: {{^}}  ^{{$}}

// EOF:      {{^}}Inputs/parse-eof.mlir:4:18: error: expected operation name in quotes{{$}}
// EOF-NEXT: {{^}}  return %0 : i32{{$}}
// EOF-NEXT: {{^}}                 ^{{$}}

// BADTYPE:      {{^}}Inputs/parse-bad-type.mlir:2:28: error: expected non-function type{{$}}
// BADTYPE-NEXT: {{^}}func.func @f() -> tensor<4x> {{[{]}}{{$}}
// BADTYPE-NEXT: {{^}}                           ^{{$}}

// BADATTR:      {{^}}Inputs/parse-bad-attr.mlir:4:34: error: expected ']'{{$}}
// BADATTR-NEXT: {{^}}  %1 = arith.constant dense<[1, 2> : vector<2xi32>{{$}}
// BADATTR-NEXT: {{^}}                                 ^{{$}}
