// A verifier error in the test file itself: the block argument's type does
// not match what the branch passes. The caret is under the branch.
// RUN: not strata-opt %s 2>&1 | filecheck %s -DFILE=%s --strict-whitespace

func.func @f(%x: i32) -> i64 {
  cf.br ^exit(%x : i32)
^exit(%r: i64):
  return %r : i64
}

// CHECK:      {{^}}[[FILE]]:6:3: error: type mismatch for bb argument #0 of successor #0{{$}}
// CHECK-NEXT: {{^}}  cf.br ^exit(%x : i32){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
