// Verifier messages strata words differently from mlir-opt-16, or for IR
// mlir-opt-16 crashes on (mlir-opt-16 does not read this file).

func.func @switch_too_many_successors(%a: i32) {
  // expected-error @+1 {{'cf.switch' op 'case_operand_segments' attribute has 1 segments, but the op has 2 case destinations}}
  "cf.switch"(%a)[^bb1, ^bb1, ^bb1] {case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_values_count(%a: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_no_values(%a: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (0) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
