// Verifier and parser errors of the cir dialect, one case per split, each
// annotated with the error expected (strata-opt --verify-diagnostics
// --split-input-file; test/dialects/cir/invalid.mlir runs this file).

cir.func @load_type(%p: !cir.ptr<!cir.int<s, 32>>) {
  // expected-error @+1 {{'cir.load' op result type '!cir.int<s, 64>' does not match the pointee type '!cir.int<s, 32>' of the address}}
  %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 64>
  cir.return
}

// -----

cir.func @store_type(%p: !cir.ptr<!cir.int<s, 32>>, %v: !cir.int<u, 32>) {
  // expected-error @+1 {{'cir.store' op value type '!cir.int<u, 32>' does not match the pointee type '!cir.int<s, 32>' of the address}}
  cir.store %v, %p : !cir.int<u, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @load_not_pointer(%p: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.load' op operand #0 must be cir pointer, but got '!cir.int<s, 32>'}}
  %v = cir.load %p : !cir.int<s, 32>, !cir.int<s, 32>
  cir.return
}

// -----

cir.func @rem_float(%a: !cir.double) {
  // expected-error @+1 {{'cir.binop' op kind 'rem' requires integer operands, but got '!cir.double'}}
  %r = cir.binop(rem, %a, %a) : !cir.double
  cir.return
}

// -----

cir.func @and_float(%a: !cir.float) {
  // expected-error @+1 {{'cir.binop' op kind 'and' requires integer or bool operands, but got '!cir.float'}}
  %r = cir.binop(and, %a, %a) : !cir.float
  cir.return
}

// -----

cir.func @shl_bool(%a: !cir.bool) {
  // expected-error @+1 {{'cir.binop' op kind 'shl' requires integer operands, but got '!cir.bool'}}
  %r = cir.binop(shl, %a, %a) : !cir.bool
  cir.return
}

// -----

cir.func @add_pointer(%a: !cir.ptr<!cir.int<s, 32>>) {
  // expected-error @+1 {{'cir.binop' op kind 'add' requires integer or floating operands, but got '!cir.ptr<!cir.int<s, 32>>'}}
  %r = cir.binop(add, %a, %a) : !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @binop_mixed(%a: !cir.int<s, 32>, %b: !cir.int<s, 64>) {
  // expected-error @+1 {{'cir.binop' op requires the same type for all operands and results}}
  %r = "cir.binop"(%a, %b) {kind = #cir.binop_kind<add>} : (!cir.int<s, 32>, !cir.int<s, 64>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @unknown_binop(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{unknown binop kind 'pow', expected one of add, sub, mul, div, rem, and, or, xor, shl, shr}}
  %r = cir.binop(pow, %a, %a) : !cir.int<s, 32>
  cir.return
}

// -----

cir.func @binop_kind_generic(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.binop' op attribute 'kind' failed to satisfy constraint: #cir.binop_kind attribute, one of add, sub, mul, div, rem, and, or, xor, shl, shr}}
  %r = "cir.binop"(%a, %a) {kind = "pow"} : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @binop_kind_attr_unknown(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{unknown binop kind 'pow', expected one of add, sub, mul, div, rem, and, or, xor, shl, shr}}
  %r = "cir.binop"(%a, %a) {kind = #cir.binop_kind<pow>} : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @cmp_kind_on_binop(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.binop' op attribute 'kind' failed to satisfy constraint: #cir.binop_kind attribute, one of add, sub, mul, div, rem, and, or, xor, shl, shr}}
  %r = "cir.binop"(%a, %a) {kind = #cir.cmp_kind<lt>} : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @not_float(%a: !cir.double) {
  // expected-error @+1 {{'cir.unary' op kind 'not' requires an integer operand, but got '!cir.double'}}
  %r = cir.unary(not, %a) : !cir.double, !cir.double
  cir.return
}

// -----

cir.func @lnot_int(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.unary' op kind 'lnot' requires a bool operand, but got '!cir.int<s, 32>'}}
  %r = cir.unary(lnot, %a) : !cir.int<s, 32>, !cir.int<s, 32>
  cir.return
}

// -----

cir.func @unary_result(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.unary' op requires the same type for all operands and results}}
  %r = cir.unary(minus, %a) : !cir.int<s, 32>, !cir.int<s, 64>
  cir.return
}

// -----

cir.func @cmp_mixed(%a: !cir.int<s, 32>, %b: !cir.int<u, 32>) {
  // expected-error @+1 {{'cir.cmp' op operands must have the same type, but got '!cir.int<s, 32>' and '!cir.int<u, 32>'}}
  %r = "cir.cmp"(%a, %b) {kind = #cir.cmp_kind<lt>} : (!cir.int<s, 32>, !cir.int<u, 32>) -> !cir.bool
  cir.return
}

// -----

cir.func @cmp_record(%p: !cir.ptr<!cir.struct<struct "S" {!cir.int<s, 32>}>>) {
  %s = cir.load %p : !cir.ptr<!cir.struct<struct "S" {!cir.int<s, 32>}>>, !cir.struct<struct "S" {!cir.int<s, 32>}>
  // expected-error @+1 {{'cir.cmp' op operands must be integers, floats, bools or pointers, but got '!cir.struct<struct "S" {!cir.int<s, 32>}>'}}
  %r = cir.cmp(eq, %s, %s) : !cir.struct<struct "S" {!cir.int<s, 32>}>, !cir.bool
  cir.return
}

// -----

cir.func @cmp_result(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.cmp' op result #0 must be cir bool, but got '!cir.int<s, 32>'}}
  %r = cir.cmp(eq, %a, %a) : !cir.int<s, 32>, !cir.int<s, 32>
  cir.return
}

// -----

cir.func @integral_from_float(%a: !cir.double) {
  // expected-error @+1 {{'cir.cast' op cast kind 'integral' requires an integer source, but got '!cir.double'}}
  %r = cir.cast(integral, %a : !cir.double), !cir.int<s, 32>
  cir.return
}

// -----

cir.func @int_to_float_to_int(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.cast' op cast kind 'int_to_float' requires a floating result, but got '!cir.int<s, 64>'}}
  %r = cir.cast(int_to_float, %a : !cir.int<s, 32>), !cir.int<s, 64>
  cir.return
}

// -----

cir.func @bool_to_int_from_int(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.cast' op cast kind 'bool_to_int' requires a bool source, but got '!cir.int<s, 32>'}}
  %r = cir.cast(bool_to_int, %a : !cir.int<s, 32>), !cir.int<s, 64>
  cir.return
}

// -----

cir.func @decay_not_array(%a: !cir.ptr<!cir.int<s, 32>>) {
  // expected-error @+1 {{'cir.cast' op cast kind 'array_to_ptrdecay' requires a pointer to an array source, but got '!cir.ptr<!cir.int<s, 32>>'}}
  %r = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!cir.int<s, 32>>), !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @decay_element(%a: !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>) {
  // expected-error @+1 {{'cir.cast' op result type '!cir.ptr<!cir.int<s, 8>>' must be a pointer to the array's element type, '!cir.ptr<!cir.int<s, 32>>'}}
  %r = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>), !cir.ptr<!cir.int<s, 8>>
  cir.return
}

// -----

cir.func @bitcast_int(%a: !cir.int<s, 64>) {
  // expected-error @+1 {{'cir.cast' op cast kind 'bitcast' requires a pointer source, but got '!cir.int<s, 64>'}}
  %r = cir.cast(bitcast, %a : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 8>>
  cir.return
}

// -----

cir.func @unknown_cast(%a: !cir.int<s, 64>) {
  // expected-error @+1 {{unknown cast kind 'sitofp', expected one of integral, floating}}
  %r = cir.cast(sitofp, %a : !cir.int<s, 64>), !cir.double
  cir.return
}

// -----

cir.func private @callee(!cir.int<s, 32>) -> !cir.int<s, 32>

cir.func @call_count(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.call' op incorrect number of operands for callee: expected 1, but got 2}}
  %r = cir.call @callee(%a, %a) : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func private @callee(!cir.int<s, 32>) -> !cir.int<s, 32>

cir.func @call_arg_type(%a: !cir.int<s, 64>) {
  // expected-error @+1 {{'cir.call' op operand type mismatch: expected operand type '!cir.int<s, 32>', but provided '!cir.int<s, 64>' for argument number 0}}
  %r = cir.call @callee(%a) : (!cir.int<s, 64>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func private @callee(!cir.int<s, 32>) -> !cir.int<s, 32>

cir.func @call_result(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.call' op result type mismatch: expected '!cir.int<s, 32>', but got '!cir.int<u, 32>'}}
  %r = cir.call @callee(%a) : (!cir.int<s, 32>) -> !cir.int<u, 32>
  cir.return
}

// -----

cir.func private @callee(!cir.int<s, 32>)

cir.func @call_void_result(%a: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.call' op incorrect number of results for callee: expected 0, but got 1}}
  %r = cir.call @callee(%a) : (!cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>

cir.func @variadic_too_few() {
  // expected-error @+1 {{'cir.call' op incorrect number of operands for callee: expected at least 1, but got 0}}
  %r = cir.call @printf() : () -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @undefined_callee() {
  // expected-error @+1 {{'cir.call' op 'nowhere' does not reference a valid function}}
  cir.call @nowhere() : () -> ()
  cir.return
}

// -----

cir.global external @g : !cir.int<s, 32>

cir.func @call_global() {
  // expected-error @+1 {{'cir.call' op 'g' does not reference a valid function}}
  cir.call @g() : () -> ()
  cir.return
}

// -----

cir.func @indirect_not_function(%p: !cir.ptr<!cir.int<s, 32>>) {
  // expected-error @+1 {{'cir.call' op callee of an indirect call must be a pointer to a function, but got '!cir.ptr<!cir.int<s, 32>>'}}
  cir.call %p() : (!cir.ptr<!cir.int<s, 32>>) -> ()
  cir.return
}

// -----

cir.func @indirect_args(%f: !cir.ptr<!cir.func<!cir.void (!cir.double)>>, %a: !cir.float) {
  // expected-error @+1 {{'cir.call' op operand type mismatch: expected operand type '!cir.double', but provided '!cir.float' for argument number 0}}
  cir.call %f(%a) : (!cir.ptr<!cir.func<!cir.void (!cir.double)>>, !cir.float) -> ()
  cir.return
}

// -----

cir.func @return_type(%a: !cir.int<s, 64>) -> !cir.int<s, 32> {
  // expected-error @+1 {{'cir.return' op type of return operand 0 ('!cir.int<s, 64>') doesn't match function result type ('!cir.int<s, 32>') in function @return_type}}
  cir.return %a : !cir.int<s, 64>
}

// -----

cir.func @return_missing() -> !cir.int<s, 32> {
  // expected-error @+1 {{'cir.return' op has 0 operands, but enclosing function (@return_missing) returns 1}}
  cir.return
}

// -----

cir.func @return_in_loop(%c: !cir.bool, %a: !cir.int<s, 32>) {
  cir.while {
    cir.condition(%c)
  } do {
    // expected-error @+1 {{'cir.return' op has 1 operands, but enclosing function (@return_in_loop) returns 0}}
    cir.return %a : !cir.int<s, 32>
  }
  cir.return
}

// -----

// expected-error @+1 {{'cir.func' op symbol declaration cannot have public visibility}}
cir.func @public_decl(!cir.int<s, 32>)

// -----

// expected-error @+1 {{'cir.func' op type of entry block argument #0('!cir.int<s, 64>') must match the type of the corresponding argument in function signature('!cir.int<s, 32>')}}
"cir.func"() ({
^bb0(%a: !cir.int<s, 64>):
  cir.return
}) {function_type = !cir.func<!cir.void (!cir.int<s, 32>)>, sym_name = "entry"} : () -> ()

// -----

// expected-error @+1 {{'cir.func' op attribute 'linkage' failed to satisfy constraint: #cir.linkage attribute, one of internal, external}}
"cir.func"() ({
  cir.return
}) {function_type = !cir.func<!cir.void ()>, sym_name = "weak", linkage = "weak"} : () -> ()

// -----

cir.func @member_range(%p: !cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>>) {
  // expected-error @+1 {{'cir.get_member' op member index 2 is out of range for '!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>', which has 2 members}}
  %m = cir.get_member %p[2] : !cir.ptr<!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.double>
  cir.return
}

// -----

cir.func @member_type(%p: !cir.ptr<!cir.struct<union "U" {!cir.int<s, 32>, !cir.double}>>) {
  // expected-error @+1 {{'cir.get_member' op result type '!cir.ptr<!cir.int<s, 32>>' does not match the address of member 1, '!cir.ptr<!cir.double>'}}
  %m = cir.get_member %p[1] {name = "d"} : !cir.ptr<!cir.struct<union "U" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @member_not_record(%p: !cir.ptr<!cir.int<s, 32>>) {
  // expected-error @+1 {{'cir.get_member' op address must point to a record, but got '!cir.ptr<!cir.int<s, 32>>'}}
  %m = cir.get_member %p[0] : !cir.ptr<!cir.int<s, 32>> -> !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @get_global_undefined() {
  // expected-error @+1 {{'cir.get_global' op 'nowhere' does not reference a valid cir.global or cir.func}}
  %g = cir.get_global @nowhere : !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.global external @counter = #cir.int<0> : !cir.int<s, 32>

cir.func @get_global_type() {
  // expected-error @+1 {{'cir.get_global' op result type '!cir.ptr<!cir.int<s, 64>>' does not match the address of '@counter', '!cir.ptr<!cir.int<s, 32>>'}}
  %g = cir.get_global @counter : !cir.ptr<!cir.int<s, 64>>
  cir.return
}

// -----

cir.func @f(%a: !cir.int<s, 32>) -> !cir.int<s, 32> {
  cir.return %a : !cir.int<s, 32>
}

cir.func @get_function_type() {
  // expected-error @+1 {{'cir.get_global' op result type '!cir.ptr<!cir.func<!cir.void ()>>' does not match the address of '@f', '!cir.ptr<!cir.func<!cir.int<s, 32> (!cir.int<s, 32>)>>'}}
  %g = cir.get_global @f : !cir.ptr<!cir.func<!cir.void ()>>
  cir.return
}

// -----

cir.func @stride_float(%p: !cir.ptr<!cir.int<s, 32>>, %d: !cir.double) {
  // expected-error @+1 {{'cir.ptr_stride' op operand #1 must be cir integer, but got '!cir.double'}}
  %q = cir.ptr_stride(%p : !cir.ptr<!cir.int<s, 32>>, %d : !cir.double), !cir.ptr<!cir.int<s, 32>>
  cir.return
}

// -----

cir.func @stride_result(%p: !cir.ptr<!cir.int<s, 32>>, %i: !cir.int<s, 64>) {
  // expected-error @+1 {{'cir.ptr_stride' op result type '!cir.ptr<!cir.int<s, 8>>' must be the base's type '!cir.ptr<!cir.int<s, 32>>'}}
  %q = cir.ptr_stride(%p : !cir.ptr<!cir.int<s, 32>>, %i : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 8>>
  cir.return
}

// -----

cir.func @alloca_result() {
  // expected-error @+1 {{'cir.alloca' op result type '!cir.ptr<!cir.int<s, 64>>' must be a pointer to the allocated type, '!cir.ptr<!cir.int<s, 32>>'}}
  %p = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 64>>, ["x"]
  cir.return
}

// -----

cir.func @alloca_void() {
  // expected-error @+1 {{'cir.alloca' op attribute 'allocaType' failed to satisfy constraint: type attribute of a cir value type}}
  %p = cir.alloca !cir.void, !cir.ptr<!cir.void>, ["x"]
  cir.return
}

// -----

cir.func @const_type() {
  // expected-error @+1 {{'cir.const' op value of type '!cir.int<s, 32>' does not match result type '!cir.int<s, 64>'}}
  %c = "cir.const"() {value = #cir.int<1> : !cir.int<s, 32>} : () -> !cir.int<s, 64>
  cir.return
}

// -----

cir.func @const_not_cir() {
  // expected-error @+1 {{'cir.const' op attribute 'value' failed to satisfy constraint: cir constant attribute}}
  %c = "cir.const"() {value = 1 : i32} : () -> !cir.int<s, 32>
  cir.return
}

// -----

// expected-error @+1 {{'cir.global' op initial value of type '!cir.int<s, 64>' does not match the global's type '!cir.int<s, 32>'}}
"cir.global"() {sym_name = "g", sym_type = !cir.int<s, 32>, initial_value = #cir.int<1> : !cir.int<s, 64>, linkage = #cir.linkage<external>} : () -> ()

// -----

cir.func @switch_regions(%v: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.switch' op has 1 case regions, but 'cases' describes 2 cases}}
  "cir.switch"(%v) ({
    cir.break
  }) {cases = [[#cir.case_kind<equal>, 1], [#cir.case_kind<default>]]} : (!cir.int<s, 32>) -> ()
  cir.return
}

// -----

cir.func @switch_shape(%v: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.switch' op case #0: 'equal' takes one value, not 2}}
  "cir.switch"(%v) ({
    cir.break
  }) {cases = [[#cir.case_kind<equal>, 1, 2]]} : (!cir.int<s, 32>) -> ()
  cir.return
}

// -----

cir.func @switch_duplicate(%v: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.switch' op case #1: duplicate case value 2 (in case #0 too)}}
  cir.switch (%v : !cir.int<s, 32>) [
  case (anyof, [1, 2] : !cir.int<s, 32>) {
    cir.break
  },
  case (equal, 2) {
    cir.break
  }
  ]
  cir.return
}

// -----

cir.func @switch_range(%v: !cir.int<u, 8>) {
  // expected-error @+1 {{'cir.switch' op case #0: value 256 is not a value of the condition's type '!cir.int<u, 8>'}}
  cir.switch (%v : !cir.int<u, 8>) [
  case (equal, 256) {
    cir.break
  }
  ]
  cir.return
}

// -----

cir.func @switch_two_defaults(%v: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.switch' op case #1: multiple default cases}}
  cir.switch (%v : !cir.int<s, 32>) [
  case (default) {
    cir.break
  },
  case (default) {
    cir.break
  }
  ]
  cir.return
}

// -----

cir.func @switch_case_kind(%v: !cir.int<s, 32>) {
  cir.switch (%v : !cir.int<s, 32>) [
  // expected-error @+1 {{unknown case kind 'range', expected one of equal, anyof, default}}
  case (range, 1) {
    cir.break
  }
  ]
  cir.return
}

// -----

cir.func @switch_anyof_type(%v: !cir.int<s, 32>) {
  cir.switch (%v : !cir.int<s, 32>) [
  // expected-error @+1 {{case values of type '!cir.int<s, 64>' do not match the condition's type '!cir.int<s, 32>'}}
  case (anyof, [1, 2] : !cir.int<s, 64>) {
    cir.break
  }
  ]
  cir.return
}

// -----

cir.func @switch_float(%v: !cir.double) {
  // expected-error @+1 {{'cir.switch' op operand #0 must be cir integer, but got '!cir.double'}}
  cir.switch (%v : !cir.double) [
  ]
  cir.return
}

// -----

cir.func @break_outside() {
  // expected-error @+1 {{'cir.break' op must be within a loop body or a switch}}
  cir.break
}

// -----

cir.func @break_in_if(%c: !cir.bool) {
  cir.if %c {
    // expected-error @+1 {{'cir.break' op must be within a loop body or a switch}}
    cir.break
  }
  cir.return
}

// -----

cir.func @break_in_step(%c: !cir.bool) {
  cir.for : cond {
    cir.condition(%c)
  } body {
  } step {
    // expected-error @+1 {{'cir.break' op must be within a loop body or a switch}}
    cir.break
  }
  cir.return
}

// -----

cir.func @continue_in_switch(%v: !cir.int<s, 32>) {
  cir.switch (%v : !cir.int<s, 32>) [
  case (default) {
    // expected-error @+1 {{'cir.continue' op must be within a loop body}}
    cir.continue
  }
  ]
  cir.return
}

// -----

cir.func @condition_in_if(%c: !cir.bool) {
  cir.if %c {
    // expected-error @+1 {{'cir.condition' op must be the terminator of the cond region of a loop ('cir.for', 'cir.while' or 'cir.do')}}
    cir.condition(%c)
  }
  cir.return
}

// -----

cir.func @condition_in_body(%c: !cir.bool) {
  cir.while {
    cir.condition(%c)
  } do {
    // expected-error @+1 {{'cir.condition' op must be the terminator of the cond region of a loop}}
    cir.condition(%c)
  }
  cir.return
}

// -----

cir.func @condition_not_bool(%c: !cir.int<s, 32>) {
  cir.while {
    // expected-error @+1 {{'cir.condition' op operand #0 must be cir bool, but got '!cir.int<s, 32>'}}
    "cir.condition"(%c) : (!cir.int<s, 32>) -> ()
  } do {
  }
  cir.return
}

// -----

cir.func @yield_in_cond() {
  cir.while {
    // expected-error @+1 {{'cir.yield' op cannot end the cond region of a loop: use 'cir.condition'}}
    cir.yield
  } do {
  }
  cir.return
}

// -----

cir.func @yield_value_in_if(%c: !cir.bool, %a: !cir.int<s, 32>) {
  cir.if %c {
    // expected-error @+1 {{'cir.yield' op yields no value in a 'cir.if', but got 1}}
    cir.yield %a : !cir.int<s, 32>
  }
  cir.return
}

// -----

cir.func @yield_parent() {
  // expected-error @+1 {{'cir.yield' op expects parent op to be one of 'cir.scope, cir.if, cir.for, cir.while, cir.do, cir.switch, cir.ternary'}}
  cir.yield
}

// -----

cir.func @ternary_types(%c: !cir.bool, %a: !cir.int<s, 32>, %b: !cir.int<s, 64>) {
  %t = cir.ternary(%c, true {
    cir.yield %a : !cir.int<s, 32>
  }, false {
    // expected-error @+1 {{'cir.yield' op types ('!cir.int<s, 64>') do not match the results of the enclosing 'cir.ternary' ('!cir.int<s, 32>')}}
    cir.yield %b : !cir.int<s, 64>
  }) : (!cir.bool) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @ternary_missing_value(%c: !cir.bool, %a: !cir.int<s, 32>) {
  // The parser adds the missing cir.yield, located at the ternary.
  // expected-error @+1 {{'cir.yield' op types () do not match the results of the enclosing 'cir.ternary' ('!cir.int<s, 32>')}}
  %t = cir.ternary(%c, true {
    cir.yield %a : !cir.int<s, 32>
  }, false {
  }) : (!cir.bool) -> !cir.int<s, 32>
  cir.return
}

// -----

cir.func @ternary_condition(%c: !cir.int<s, 32>) {
  // expected-error @+1 {{'cir.ternary' op operand #0 must be cir bool, but got '!cir.int<s, 32>'}}
  cir.ternary(%c, true {
  }, false {
  }) : (!cir.int<s, 32>) -> ()
  cir.return
}

// -----

cir.func @select_types(%c: !cir.bool, %a: !cir.int<s, 32>, %b: !cir.int<s, 64>) {
  // expected-error @+1 {{'cir.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %s = cir.select if %c then %a else %b : (!cir.bool, !cir.int<s, 32>, !cir.int<s, 64>) -> !cir.int<s, 32>
  cir.return
}

// -----

// expected-note @+1 {{prior use here}}
cir.func @if_not_bool(%c: !cir.int<s, 32>) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: '!cir.bool' vs '!cir.int<s, 32>'}}
  cir.if %c {
  }
  cir.return
}
