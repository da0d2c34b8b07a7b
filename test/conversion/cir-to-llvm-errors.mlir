// convert-cir-to-llvm reports what it cannot lower as a located error
// naming the op, with the reason as a note.
// RUN: strata-opt --convert-cir-to-llvm --split-input-file --verify-diagnostics %s

// insertvalue cannot reinterpret a union's storage: a union constant must
// initialize the member the union is laid out as.
cir.func @union_constant() {
  // expected-error@+3 {{failed to legalize operation 'cir.const' that was explicitly marked illegal}}
  // expected-note@+2 {{pattern lower cir.const: a union constant must initialize the union's storage member (f64)}}
  // expected-note@+1 {{pattern TypeConversionPassThrough: not an op that passes through}}
  %0 = cir.const #cir.const_struct<{#cir.int<1> : !cir.int<s, 32>}> : !cir.struct<union "num" {!cir.int<s, 32>, !cir.double}>
  cir.return
}

// -----

// A global of a union initialized through another member fails the same
// way, before anything is built.
// expected-error@+3 {{failed to legalize operation 'cir.global' that was explicitly marked illegal}}
// expected-note@+2 {{pattern lower cir.global: a union constant must initialize the union's storage member (i64)}}
// expected-note@+1 {{pattern TypeConversionPassThrough: not an op that passes through}}
cir.global external @g = #cir.const_struct<{#cir.int<1> : !cir.int<s, 8>}> : !cir.struct<union "v" {!cir.int<s, 8>, !cir.int<s, 64>}>
