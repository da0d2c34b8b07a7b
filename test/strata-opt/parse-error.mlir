// A parse error in the test file itself, located in it, with its caret.
// RUN: not strata-opt %s 2>&1 | filecheck %s -DFILE=%s --strict-whitespace

func.func @f(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  %z = arith.addf %y, %w : f32
  return %z : f32
}

// CHECK:      {{^}}[[FILE]]:6:23: error: use of undeclared SSA value name{{$}}
// CHECK-NEXT: {{^}}  %z = arith.addf %y, %w : f32{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}
// CHECK-NOT:  error
