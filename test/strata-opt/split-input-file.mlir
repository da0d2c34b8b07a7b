// --split-input-file processes each chunk between "// -----" lines on its
// own: an error in one chunk does not stop the others, their outputs are
// joined with "// -----" lines as mlir-opt-16 joins them (a failed chunk's
// output is empty), locations are lines of the whole file, and the exit
// status is 1 when any chunk failed.
// RUN: not strata-opt --split-input-file %s > %t.out 2> %t.err
// RUN: filecheck %s --strict-whitespace < %t.out
// RUN: filecheck %s --strict-whitespace --check-prefix=ERR < %t.err
// Without the flag, the markers are comments and the error fails the
// whole file.
// RUN: not strata-opt %s 2>&1 > %t.whole | filecheck %s --check-prefix=ERR
// RUN: test ! -s %t.whole
// The chunks share nothing: each may define the same symbol.
// RUN: strata-opt --split-input-file %S/Inputs/split-same-symbol.mlir | filecheck %s --check-prefix=SAME

func.func @first() {
  return
}

// -----

func.func @second() -> i32 {
  return
}

// -----
func.func @third() {
  %0 = arith.constant 1 : i32
  return
}

// CHECK:      {{^}}module {{{$}}
// CHECK-NEXT: {{^}}  func.func @first() {{{$}}
// CHECK-NEXT: {{^}}    return{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NEXT: {{^}}module {{{$}}
// CHECK-NEXT: {{^}}  func.func @third() {{{$}}
// CHECK-NEXT: {{^}}    %c1_i32 = arith.constant 1 : i32{{$}}
// CHECK:      {{^}}}{{$}}
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}

// ERR:      {{^}}{{.*}}split-input-file.mlir:23:3: error: 'func.return' op has 0 operands, but enclosing function (@second) returns 1{{$}}
// ERR-NEXT: {{^}}  return{{$}}
// ERR-NEXT: {{^}}  ^{{$}}
// ERR-NEXT: {{^}}{{.*}}split-input-file.mlir:23:3: note: see current operation: "func.return"() : () -> (){{$}}
// ERR-NOT:  error

// SAME:      func.func @f() -> i32
// SAME:      arith.constant 1 : i32
// SAME:      // -----
// SAME:      func.func @f() -> i32
// SAME:      arith.constant 2 : i32
