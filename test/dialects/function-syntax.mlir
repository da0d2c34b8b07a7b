// The function syntax func.func, llvm.func and cir.func share
// (ir.ParseFunctionOp): its errors, located, in each dialect's variant.
// RUN: strata-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{expected SSA identifier}}
func.func @named_then_type(%x: i32, i32)

// -----

// expected-error @+1 {{expected type}}
func.func @type_then_named(i32, %x: i32)

// -----

// expected-error @+1 {{expected named arguments for a function with a body}}
func.func @body_without_names(i32) {
  return
}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred() attributes {sym_name = "e"}

// -----

// func.func is not variadic.
// expected-error @+1 {{expected type}}
func.func @variadic(i32, ...)

// -----

// expected-error @+1 {{expected function with 0 or 1 result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error @+1 {{attribute 'linkage' occurs more than once in the attribute list}}
llvm.func @linkage_in_dict() attributes {linkage = #llvm.linkage<internal>}

// -----

// cir parameters carry no attributes.
// expected-error @+1 {{expected ')'}}
cir.func @param_attrs(!cir.int<s, 32> {llvm.noalias})

// -----

// expected-error @+1 {{expected function with 0 or 1 result}}
cir.func @two_results() -> (!cir.int<s, 32>, !cir.int<s, 32>)

// -----

// expected-error @+1 {{expected non-empty function body}}
cir.func @empty_body() {
}
