// Verifier messages of the cf ops, checked against strata and against
// mlir-opt-16 --verify-diagnostics.

func.func @br_missing_operand(%a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @br_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @cond_br_extra(%a: i32, %c: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @cond_br_condition(%a: i32, %c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segments(%a: i32, %c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires dense i32 array attribute 'operand_segment_sizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_successors(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_type(%a: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi64>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operands(%a: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag(%a: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%a)[^bb1] {case_operand_segments = array<i32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (f32) -> ()
^bb1:
  return
}

// -----

func.func @switch_default_operands(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %a : i32, [default: ^bb1(%a : i32)]
^bb1:
  return
}

// -----

func.func @switch_case_block(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %a : i32, [default: ^bb1, 4: ^bb2(%a : i32)]
^bb1:
  return
^bb2(%x: i64):
  return
}

// -----

func.func @switch_no_segments(%a: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_values = dense<42> : vector<1xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_ok(%a: i32, %b: f32) {
  cf.switch %a : i32, [default: ^bb1(%b : f32), -1: ^bb2, 7: ^bb1(%b : f32)]
^bb1(%x: f32):
  return
^bb2:
  return
}

// -----

func.func @assert_arg(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) {msg = "m"} : (i32) -> ()
  return
}

// -----

func.func @assert_msg(%a: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%a) : (i1) -> ()
  return
}

// -----

func.func @br_not_last(%a: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}
