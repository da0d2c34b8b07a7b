// Verifier messages of the func ops, checked against strata and against
// mlir-opt-16 --verify-diagnostics.

func.func @return_missing() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@return_missing) returns 1}}
  return
}

// -----

func.func @return_type(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %a : i64
}

// -----

func.func @return_extra(%a: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_extra) returns 0}}
  return %a : i32
}

// -----

"builtin.module"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @call_unknown(%a: i32) {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%a) : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i64
func.func @call_result(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'i32'}}
  // expected-note @+1 {{function result types: 'i64'}}
  %0 = func.call @g(%a) : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i64
func.func @call_arity(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = "func.call"() {callee = @g} : () -> i64
  return
}

// -----

func.func private @g(i32) -> i64
func.func @call_results(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  "func.call"(%a) {callee = @g} : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i64
func.func @call_operand(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = "func.call"(%a) {callee = @g} : (i64) -> i64
  return
}

// -----

func.func @call_no_callee(%a: i32) {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"(%a) : (i32) -> i64
  return
}

// -----

func.func @call_nested_ref(%a: i32) {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.call"(%a) {callee = @m::@g} : (i32) -> i64
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "entry_type"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) {sym_name = "no_type"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "arg_attrs", arg_attrs = [{}, {}]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() ({
^bb0:
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "res_attrs", res_attrs = [{}]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({
^bb0(%a : i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "arg_attrs_kind", arg_attrs = [1]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "entry_count"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() ({
}) {function_type = (i32) -> (), sym_name = "public_decl"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() ({
}) {function_type = (i32) -> (), sym_name = "explicit_public_decl", sym_visibility = "public"} : () -> ()

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred(i32) attributes {sym_visibility = "public"}

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = () -> (), sym_name = 3} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({
^bb0:
  "func.return"() : () -> ()
}) {function_type = i32, sym_name = "bad_type"} : () -> ()

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @constant_type : (i32) -> ()
  return
}

// -----

func.func @call_indirect_results(%f: (i32) -> i32, %b: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %b) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func @call_indirect_inputs(%f: (i32) -> i32, %b: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %b) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @call_indirect_callee(%f: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%f) : (i32) -> ()
  return
}

// -----

func.func @nested_private_ok() {
  "func.func"() ({
  }) {function_type = () -> (), sym_name = "inner", sym_visibility = "private"} : () -> ()
  return
}
