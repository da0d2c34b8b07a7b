// Verifier messages of the builtin ops, checked against strata and against
// mlir-opt-16 --verify-diagnostics.

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
^bb0:
}) {sym_name = 1} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

module @named attributes {test.flag, test.value = 3 : i32} {
  module @nested {
  }
}

// -----

// Module bodies are graph regions: a value may be used before its
// definition.
module {
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %0 = arith.constant 1 : i32
}

// -----

module {
  %0 = builtin.unrealized_conversion_cast to i32
  %1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
}
